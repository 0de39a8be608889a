import { describe, expect, it } from 'vitest';
import { mediaOnOrigin } from '../../host/media/media-on-origin';

describe('mediaOnOrigin: the page builder’s media files on the hub’s origin', () => {
  const origin = 'https://hub.example';

  it.each([
    ['/static/teasers/winter.svg', 'https://hub.example/static/teasers/winter.svg'],
    ['/media/product/30000001/0/1200.webp', 'https://hub.example/media/product/30000001/0/1200.webp'],
    ['https://res.cloudinary.com/x/image.jpg', 'https://res.cloudinary.com/x/image.jpg'],
    ['//cdn.example/image.jpg', '//cdn.example/image.jpg'],
  ])('%s → %s', (file, expected) => {
    expect(mediaOnOrigin({ image: { media: { mediaId: 'm', file } } }, origin)).toEqual({ image: { media: { mediaId: 'm', file: expected } } });
  });

  it('finds media values in nested groups and lists, leaves other fields and the given value as they are', () => {
    const page = {
      sections: {
        main: {
          layoutElements: [{ tastics: [{ configuration: { slides: [{ image: { media: { file: '/static/a.svg' } }, file: '/x' }], link: '/bekleidung' } }] }],
        },
      },
    };
    const before = JSON.stringify(page);
    const result = mediaOnOrigin(page, origin);
    expect(result.sections.main.layoutElements[0]!.tastics[0]!.configuration).toEqual({
      slides: [{ image: { media: { file: 'https://hub.example/static/a.svg' } }, file: '/x' }],
      link: '/bekleidung',
    });
    expect(JSON.stringify(page)).toBe(before);
  });
});
