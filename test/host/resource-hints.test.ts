import { describe, expect, it } from 'vitest';
import { hoistResourceHints } from '../../host/render';

describe('resource hints of the server render', () => {
  it('moves the image preloads React writes before the markup into the head, the first with high priority', () => {
    const markup =
      '<link rel="preload" as="image" imageSrcSet="/a-300.webp 300w" imageSizes="50vw"/><link rel="preload" as="image" imageSrcSet="/b-300.webp 300w" imageSizes="50vw"/><header>x</header>';
    const { hints, body } = hoistResourceHints(markup);
    expect(body).toBe('<header>x</header>');
    expect(hints).toBe(
      '<link rel="preload" as="image" fetchpriority="high" imageSrcSet="/a-300.webp 300w" imageSizes="50vw"/><link rel="preload" as="image" imageSrcSet="/b-300.webp 300w" imageSizes="50vw"/>',
    );
  });

  it('leaves markup without leading hints alone, and links inside the markup where they are', () => {
    const markup = '<main><link rel="preload" as="image" href="/c.webp"/></main>';
    expect(hoistResourceHints(markup)).toEqual({ hints: '', body: markup });
  });
});
