import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductBox } from '../../src/ui/product-box';
import { renderInShop } from '../support/render';
import { boxProduct } from '../../stories/listing/fixtures';
import { APP_USER_AGENT_TOKEN } from '../../src/app/bridge';

afterEach(() => vi.unstubAllGlobals());

function browser({ app, dark }: { app: boolean; dark: boolean }) {
  vi.stubGlobal('navigator', { ...navigator, userAgent: `Mozilla/5.0 ${app ? APP_USER_AGENT_TOKEN : ''}` });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const picture = (container: HTMLElement) => container.querySelector<HTMLImageElement>('.product-box__image')!.getAttribute('src')!;
const tile = (container: HTMLElement) => container.querySelector<HTMLElement>('.color-tile')!.style.getPropertyValue('--tile-image');

describe('product box pictures', () => {
  it.each([
    ['in the app in dark mode, where the project asks for it: dark', { app: true, dark: true }, true, true],
    ['in the app in dark mode, the project not asking: light', { app: true, dark: true }, false, false],
    ['in a browser in dark mode: light', { app: false, dark: true }, true, false],
    ['in the app in light mode: light', { app: true, dark: false }, true, false],
  ])('%s', (_rule, env, appDarkmode, dark) => {
    browser(env);
    const { container } = renderInShop(<ProductBox product={boxProduct(1, { colors: 2 })} />, { projectConfiguration: { appDarkmode } });
    expect(picture(container).includes('-dark.')).toBe(dark);
    expect(tile(container).includes('-dark.')).toBe(dark);
  });

  it('draws each colour tile with the colour icon of 45 px, not a product picture', () => {
    browser({ app: false, dark: false });
    const product = boxProduct(1, { colors: 2 });
    const { container } = renderInShop(<ProductBox product={product} />);
    expect(tile(container)).toBe(`url("/media/product/${product.colorVariants[0]!.itemnum}/icon/45.webp")`);
  });
});
