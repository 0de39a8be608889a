import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { settle } from './support/render';
import { loadMarkdown } from '../src/ui/content/Markdown';
import { loadKeenSlider } from '../src/ui/lazy-keen-slider';

// Code the browser loads on demand, loaded up front: Markdown blocks render and sliders start at once.
await Promise.all([loadMarkdown(), loadKeenSlider()]);

afterEach(async () => {
  // What a test left in flight lands inside act before unmounting (no "not wrapped in act").
  await settle();
  cleanup();
});
