import { createElement, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationBoundary, HydrationBoundaryKind } from '../../src/ui/hydration-boundary';

/** A tastic's markup of about `kb` KB (the listing's product grid is about 41 KB, the product detail 15 KB). */
const block = (name: string, kb: number) => createElement('section', { id: name }, 'x'.repeat(kb * 1024));

/** The page as React's streaming server writes it, with every boundary finished before the first byte. */
async function streamed(page: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(page);
  await stream.allReady;
  return new Response(stream).text();
}

/** The shop's root element around the page's boundary, a boundary per tastic inside (as Renderer and TasticSlot). */
const page = (kind: 'in-place' | 'suspense') =>
  createElement(
    HydrationBoundaryKind.Provider,
    { value: kind },
    createElement(
      'div',
      { className: 'shop-root' },
      createElement(
        HydrationBoundary,
        null,
        createElement(HydrationBoundary, null, block('header', 4)),
        createElement(HydrationBoundary, null, block('grid', 41)),
        createElement(HydrationBoundary, null, block('footer', 3)),
      ),
    ),
  );

describe("a page's hydration boundaries in React's streaming render", () => {
  it.each([
    // React 19.2 on moves a finished Suspense boundary past 12.8 KB of the page to after its end
    // (`<div hidden id="S:n">`), to be put in place by a script after the first frame.
    { kind: 'suspense' as const, moved: ['grid'] },
    // Activity boundaries are written in place, whatever their size.
    { kind: 'in-place' as const, moved: [] },
  ])('$kind boundaries: moved out of place $moved', async ({ kind, moved }) => {
    const html = await streamed(page(kind));
    const outlined = html.indexOf('<div hidden id="S:');
    const inPlace = outlined < 0 ? html : html.slice(0, outlined);
    const movedOut = ['header', 'grid', 'footer'].filter((name) => !inPlace.includes(`<section id="${name}">`));
    expect(movedOut).toEqual(moved);
    // Every block is in the document, in place or moved.
    for (const name of ['header', 'grid', 'footer']) expect(html).toContain(`<section id="${name}">`);
    if (kind === 'in-place') expect(html).toContain('<!--&-->');
  });
});
