import { vi } from 'vitest';
import type { TasticComponent } from '../../src/shop/registry';
import { renderInShop, type RenderOptions } from '../support/render';
import { allDevices, storyPageFolder } from '../../stories/support/tastic';

/** A media field value of the demo's teaser images. */
export const image = (name = 'winter', width = 1200, height = 800) => ({
  media: { mediaId: name, file: `/static/teasers/${name}.svg`, width, height },
  title: name,
});
export const link = (target: string) => ({ type: 'link' as const, link: target });

/** Renders a tastic as the page renderer does: its data with the device flags, an id, the page folder. */
export function renderTastic(
  Tastic: TasticComponent,
  data: Record<string, unknown>,
  options: RenderOptions & { pageFolder?: Partial<typeof storyPageFolder>; tasticId?: string } = {},
) {
  return renderInShop(
    <Tastic tasticId={options.tasticId ?? 't1'} pageFolder={{ ...storyPageFolder, ...options.pageFolder }} data={{ ...allDevices, ...data }} />,
    options,
  );
}

/** A viewport of the given width (and motion preference) for matchMedia queries. */
export function stubViewport(width: number, reducedMotion = false) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = query.includes('prefers-reduced-motion') ? reducedMotion : (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    };
  });
}
