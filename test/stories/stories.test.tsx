import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import previewAnnotations from '../../.storybook/preview';
import { setErrorReporter } from '../../src/tracking/report-error';
import { settle } from '../support/render';

setProjectAnnotations(previewAnnotations);

type ComposedStory = ComponentType & { play?: (context: { canvasElement: HTMLElement }) => Promise<void> | void };

/** Every story of stories/ renders without throwing and without a reported error: a broken story fails npm test. */
const modules = import.meta.glob<Record<string, unknown>>('../../stories/**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module as Parameters<typeof composeStories>[0])) as [string, ComposedStory][];
  it.each(stories)('%s renders', async (_name, Story) => {
    const reported: unknown[] = [];
    setErrorReporter((error) => reported.push(error));
    try {
      const { container } = render(<Story />);
      await Story.play?.({ canvasElement: container });
      // Errors reported by answers that arrive after the first render count too.
      await settle();
      expect(reported).toEqual([]);
    } finally {
      setErrorReporter(null);
    }
  });
});
