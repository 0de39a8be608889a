import type { ReactElement, ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { createStore } from 'jotai';
import { AppProviders } from '../../src/page/AppProviders';
import { getProject } from '../../src/config/projects';
import { parseLocale } from '../../src/config/locale';
import { messagesFor } from '../../src/i18n/catalog';
import { parseProjectConfiguration } from '../../src/domain/project-configuration';
import type { Environment } from '../../src/shop/ShopContext';

export interface RenderOptions {
  projectId?: string;
  locale?: string;
  environment?: Environment;
  projectConfiguration?: Record<string, unknown>;
  fallback?: Record<string, unknown>;
}

/** The app's providers for a test shop (project, locale, configuration, messages, a jotai store). */
export function TestShop({ children, options = {}, store }: { children: ReactNode; options?: RenderOptions; store: ReturnType<typeof createStore> }) {
  const project = getProject(options.projectId ?? 'hrm');
  const locale = parseLocale(options.locale ?? project.defaultLocale)!;
  return (
    <AppProviders
      shop={{
        project,
        locale,
        environment: options.environment ?? 'test',
        projectConfiguration: parseProjectConfiguration(options.projectConfiguration ?? {}, locale.language),
        search: { appId: 'embedded', apiKey: 'embedded-search-key', hosts: [] },
      }}
      messages={messagesFor(locale.language)}
      fallback={options.fallback}
      store={store}
    >
      {children}
    </AppProviders>
  );
}

/** Renders inside the app's providers, as a page would. */
export function renderInShop(ui: ReactElement, options: RenderOptions = {}) {
  const store = createStore();
  const result = render(
    <TestShop options={options} store={store}>
      {ui}
    </TestShop>,
  );
  return { ...result, store };
}

/**
 * Lets what the component still has in flight (stubbed fetches, SWR answers, lazy chunks) land
 * inside act, so a test ends on the settled UI and React reports no update outside act. Ticks
 * only (fake timers do not hold them up).
 */
export function settle(): Promise<void> {
  return act(async () => {
    for (let i = 0; i < 20; i++) await new Promise<void>((resolve) => process.nextTick(resolve));
  });
}
