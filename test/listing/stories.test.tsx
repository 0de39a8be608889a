import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import previewAnnotations from '../../.storybook/preview';
import { setErrorReporter } from '../../src/ui/report-error';

setProjectAnnotations(previewAnnotations);
type ComposedStory = ComponentType & { play?: (context: { canvasElement: HTMLElement }) => Promise<void> | void };

/** The listing stories on their own (test/stories renders every story of the repository too). */
const modules = import.meta.glob<Record<string, unknown>>('../../stories/listing/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module as Parameters<typeof composeStories>[0])) as [string, ComposedStory][];
  it.each(stories)('%s renders without a reported error', async (_name, Story) => {
    const reported: unknown[] = [];
    setErrorReporter((error) => reported.push(error));
    try {
      const { container } = render(<Story />);
      await Story.play?.({ canvasElement: container });
      expect(reported).toEqual([]);
    } finally {
      setErrorReporter(null);
    }
  });
});
