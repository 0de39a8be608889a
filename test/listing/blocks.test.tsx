import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import LocationMap, { mapEmbedUrl } from '../../tastics/listing/location-map';
import CategoryBar from '../../tastics/listing/category-bar';
import { TeaserBox } from '../../src/organisms/listing/TeaserBox';
import { Breaker, breakerSlides } from '../../src/organisms/listing/Breaker';
import { renderInShop } from '../support/render';
import { storyPageFolder } from '../../stories/support/tastic';
import { navigationTree } from '../../stories/support/navigation';
import { parseNodeConfiguration } from '../../src/domain/node-configuration';

const devices = { mobile: true, tablet: true, desktop: true };
const media = (file: string) => ({ media: { mediaId: file, file, width: 600, height: 800 } });

afterEach(() => vi.unstubAllGlobals());

describe('location map', () => {
  it('loads the map only when it comes near the viewport', () => {
    let trigger: (visible: boolean) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
          trigger = (v) => cb([{ isIntersecting: v }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    renderInShop(<LocationMap tasticId="m" pageFolder={storyPageFolder} data={{ ...devices, lat: 48.1, lng: 11.5, height: 300 }} />);
    expect(screen.queryByTitle('Karte')).toBeNull();
    act(() => trigger(true));
    expect(screen.getByTitle('Karte')).toHaveAttribute('src', mapEmbedUrl(48.1, 11.5, true));
  });

  it('shows nothing without valid coordinates', () => {
    const { container } = renderInShop(<LocationMap tasticId="m" pageFolder={storyPageFolder} data={{ ...devices, lat: 123, lng: 11 }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('leaves the service marker out when the shop draws its own', () => {
    expect(mapEmbedUrl(48.1, 11.5, false)).not.toContain('marker=');
  });
});

describe('listing blocks', () => {
  it('category bar: links to the child categories, the current one marked', () => {
    renderInShop(
      <CategoryBar tasticId="c" pageFolder={{ ...storyPageFolder, pageFolderId: 'node-sakkos' }} data={{ ...devices, tree: navigationTree.children[0] }} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Kategorien' });
    expect(nav.querySelector('[aria-current="page"]')).toHaveAttribute('href', '/bekleidung/sakkos');
  });

  it("category bar: hidden on a node that hides its category line; a sub-category's crossShopUrl leads to the other shop", () => {
    const tree = navigationTree.children[0]!;
    const crossed = {
      ...tree,
      children: tree.children.map((c) =>
        c.pageFolderId === 'node-sakkos' ? { ...c, configuration: { ...c.configuration, crossShopUrl: '/hgg/herren/sakkos' } } : c,
      ),
    };
    const { unmount } = renderInShop(
      <CategoryBar tasticId="c" pageFolder={{ ...storyPageFolder, pageFolderId: 'node-bekleidung' }} data={{ ...devices, tree: crossed }} />,
    );
    expect(screen.getByRole('link', { name: 'Sakkos' })).toHaveAttribute('href', '/hgg/herren/sakkos');
    unmount();
    const { container } = renderInShop(
      <CategoryBar
        tasticId="c"
        pageFolder={{ ...storyPageFolder, pageFolderId: 'node-bekleidung', configuration: parseNodeConfiguration({ hideCategoryLine: true }) }}
        data={{ ...devices, tree }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('teaser box: hidden outside its countries', () => {
    const data = { countries: 'AT', elements: [{ image: media('/a.svg'), imageAlt: 'A', headline: 'Herbst' }] };
    renderInShop(<TeaserBox data={data} />, { locale: 'de_DE' });
    expect(screen.queryByText('Herbst')).toBeNull();
    renderInShop(<TeaserBox data={data} />, { locale: 'de_AT' });
    expect(screen.getByText('Herbst')).toBeInTheDocument();
  });

  it('breaker: an image with an item number links to its search', () => {
    renderInShop(<Breaker data={{ titleText: 'Looks', images: [{ image: media('/a.svg'), imageAltText: 'Look', itemNumberLink: '12345678' }] }} />);
    expect(screen.getByRole('link', { name: 'Look' })).toHaveAttribute('href', '/search?query=12345678');
    // One image fits the view: no slider buttons.
    expect(screen.queryByRole('button', { name: 'Nächste' })).toBeNull();
  });

  it('breaker: a first fixed image stays in front of the slider, linked by its first image link', () => {
    const images = [
      { image: media('/1.svg'), imageAltText: 'Look 1' },
      { image: media('/2.svg'), imageAltText: 'Look 2' },
    ];
    const { container } = renderInShop(
      <Breaker
        data={{ titleText: 'Looks', images, firstFixedImage: { ...media('/fixed.svg'), title: 'Neu' }, firstImageLink: { type: 'link', link: '/neu' } }}
      />,
    );
    const fixed = container.querySelector('.breaker__fixed')!;
    expect(fixed.querySelector('a')).toHaveAttribute('href', '/neu');
    expect(screen.getByRole('group', { name: 'Looks' }).querySelectorAll('.slider__slide')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Looks' }).contains(fixed)).toBe(false);
  });

  it('breaker: the image loop number repeats the images in order up to that many slides', () => {
    expect(breakerSlides(['a', 'b', 'c'], 7)).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a']);
    expect(breakerSlides(['a', 'b', 'c'], 2)).toEqual(['a', 'b']);
    expect(breakerSlides(['a', 'b'], undefined)).toEqual(['a', 'b']);
    expect(breakerSlides([], 5)).toEqual([]);
    const { container } = renderInShop(
      <Breaker data={{ titleText: 'Looks', images: [{ image: media('/1.svg') }, { image: media('/2.svg') }], imageLoopNumber: 5 }} />,
    );
    expect(container.querySelectorAll('.slider__slide')).toHaveLength(5);
  });

  it('breaker: slides 3.5 images per view on desktop and moves one image a click', () => {
    const images = Array.from({ length: 6 }, (_, i) => ({ image: media(`/${i}.svg`), imageAltText: `Look ${i}` }));
    const { container } = renderInShop(<Breaker data={{ titleText: 'Looks', images }} />);
    const slider = screen.getByRole('group', { name: 'Looks' });
    expect(slider.querySelectorAll('.slider__slide')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Vorherige' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Nächste' }));
    expect(container.querySelector('.slider')).toHaveAttribute('data-index', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Nächste' }));
    fireEvent.click(screen.getByRole('button', { name: 'Nächste' }));
    // 6 images, 3.5 in view: the last start is image 3, then next is disabled.
    expect(container.querySelector('.slider')).toHaveAttribute('data-index', '3');
    expect(screen.getByRole('button', { name: 'Nächste' })).toBeDisabled();
  });
});
