import { act, render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { Renderer } from '../../src/page/Renderer';
import type { ShopSettings } from '../../src/page/ShopShell';
import { pageDataFromFrontend, type FrontendPageResponse } from '../../src/shop/frontend-page';
import type { TasticProps } from '../../src/shop/registry';
import { messagesFor } from '../../src/i18n/catalog';
import { parseProjectConfiguration } from '../../src/domain/project-configuration';
import { forgotPasswordOpenAtom } from '../../src/state/user';

/** A project's own tastic beside the shop's: it shows what it received. */
function ListProbe({ data, pageFolder }: TasticProps<{ list: { dataSourceId: string; dataSource: { items: string[] } | null } }>) {
  return (
    <p data-testid="probe">
      {data.list.dataSource?.items.join(', ')} in {pageFolder.name}
    </p>
  );
}

const page: FrontendPageResponse = {
  page: {
    pageId: 'p1',
    sections: {
      main: {
        sectionId: 'main',
        layoutElements: [
          {
            layoutElementId: 'le-1',
            configuration: { size: 8, mobile: false },
            tastics: [
              { tasticId: 't1', tasticType: 'acme/list', configuration: { list: { dataSourceId: 'ds-1' }, tablet: false } },
              { tasticId: 't2', tasticType: 'acme/unknown', configuration: {} },
            ],
          },
        ],
      },
    },
  },
  pageFolder: { pageFolderId: 'f1', name: 'Bekleidung', _url: '/bekleidung' },
  data: { dataSources: { 'ds-1': { items: ['Sakko', 'Hemd'] } } },
};

const shop: ShopSettings = {
  projectId: 'hgg',
  locale: 'de_DE',
  environment: 'development',
  projectConfiguration: parseProjectConfiguration({}, 'de'),
  search: { appId: 'embedded', apiKey: 'embedded-search-key', hosts: [] },
};

describe("the Renderer: Frontend's page data in, the whole shell out", () => {
  it('renders each tastic with its data source, its device classes and its place, inside the themed shop root', async () => {
    const { container } = render(<Renderer page={page} shop={shop} messages={messagesFor('de')} registry={{ 'acme/list': ListProbe }} />);
    // The page response's conversion is a chunk of its own, loaded when a renderer is given one.
    expect((await screen.findByTestId('probe', {}, { timeout: 10_000 })).textContent).toBe('Sakko, Hemd in Bekleidung');
    const root = container.querySelector('.shop-root[data-project="hgg"]')!;
    expect(root).not.toBeNull();
    expect(root.querySelector('[data-layout-element-id="le-1"]')!.className).toBe('layout-element col-8 hide-mobile');
    expect(root.querySelector('[data-tastic-id="t1"]')!.className).toBe('tastic hide-tablet');
    // A type no registry knows shows the development placeholder, not an error.
    expect(screen.getByRole('note').textContent).toContain('acme/unknown');
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveAttribute('href', '#main-content');
  });

  it('takes the page data its server component converted, and renders it without loading the conversion', () => {
    const data = pageDataFromFrontend(page, '/bekleidung');
    const { container } = render(<Renderer data={data} shop={shop} messages={messagesFor('de')} registry={{ 'acme/list': ListProbe }} />);
    // Rendered in the same pass: nothing was loaded on demand.
    expect(screen.getByTestId('probe').textContent).toBe('Sakko, Hemd in Bekleidung');
    expect(container.querySelector('[data-layout-element-id="le-1"]')!.className).toBe('layout-element col-8 hide-mobile');
    expect(container.querySelector('[data-tastic-id="t1"]')!.className).toBe('tastic hide-tablet');
  });

  it('refuses to render without the page data or the page response', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => render(<Renderer shop={shop} messages={messagesFor('de')} registry={{}} />)).toThrow(/page data \(`data`\) or the page response \(`page`\)/);
    } finally {
      quiet.mockRestore();
    }
  });

  it("mounts the shop's overlays: a dialog opened by state shows without a tastic of its own", async () => {
    const store = createStore();
    render(<Renderer page={page} shop={shop} messages={messagesFor('de')} registry={{ 'acme/list': ListProbe }} store={store} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => store.set(forgotPasswordOpenAtom, true));
    expect(await screen.findByRole('dialog', { name: 'Passwort vergessen' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
