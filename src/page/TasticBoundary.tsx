import { Component, type ReactNode } from 'react';
import { reportError } from '../tracking/report-error';
import { noteTasticHydrated } from './hydration-progress';

interface Props {
  tasticType: string;
  tasticId: string;
  /** What to show instead of a crashed tastic (development shows a notice; production nothing). */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a throwing tastic from taking the page down: the rest renders, the error is reported. */
export class TasticBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportError(error, { source: 'tastic', tasticType: this.props.tasticType, tasticId: this.props.tasticId });
    // A tastic that failed shows its fallback: it will not hydrate, and the page is done with it.
    noteTasticHydrated(this.props.tasticId);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
