import { writeCookie } from '../../src/state/cookies';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiteClient } from 'algoliasearch/lite';
import { LocaleModal } from '../../src/organisms/locale/LocaleModal';
import { LocaleSwitch } from '../../src/organisms/locale/LocaleSwitch';
import { BASKET_UPDATE_KEY, useBasketUpdateAfterLanguageChange } from '../../src/hooks/useLocaleArrival';
import { updateBasketForLanguage } from '../../src/hooks/basket-update';
import { readStored, writeStored } from '../../src/state/storage';
import * as z from 'zod';
import { cartOf, cartServer, fakeApi, line } from '../cart/support/fake-api';
import { renderCartUi, renderShopHook } from '../cart/support/shop';

beforeEach(() => {
  localStorage.clear();
  writeCookie('locale', '', 0);
});
afterEach(() => vi.unstubAllGlobals());

const flagSchema = z.object({ from: z.string(), to: z.string() });

function localeApi(previous: string) {
  return fakeApi({
    'POST /frontastic/action/hirmer-context/switchLocale': ({ body }) => {
      const { language, country } = body as { language: string; country: string };
      const locale = `${language}_${country}`;
      return {
        body: { success: true, locale, previousLocale: previous, basketUpdateRequired: language !== previous.slice(0, 2), temporarySessionId: 'tmp12345' },
      };
    },
  });
}

describe('language and delivery-country modal', () => {
  it('opens from the header trigger, sets the locale cookie, flags the basket update and reloads', async () => {
    const api = localeApi('de_DE');
    const navigator = { assign: vi.fn(), reload: vi.fn() };
    renderCartUi(
      <>
        <LocaleSwitch />
        <LocaleModal navigator={navigator} />
      </>,
      { projectConfiguration: { deliveryCountryList: 'DE,AT,FR,GB' } },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sprache und Lieferland: Deutsch, Deutschland' }));
    const dialog = screen.getByRole('dialog', { name: 'Sprache und Lieferland' });
    await userEvent.selectOptions(screen.getByLabelText('Lieferland'), 'FR');
    await userEvent.selectOptions(screen.getByLabelText('Sprache'), 'fr');
    expect(dialog).toHaveTextContent('Preise in EUR');
    await userEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(navigator.reload).toHaveBeenCalled());
    expect(api.calls[0]!.body).toMatchObject({ language: 'fr', country: 'FR' });
    expect(document.cookie).toContain('locale=fr_FR');
    expect(readStored(BASKET_UPDATE_KEY, flagSchema)).toEqual({ from: 'de_DE', to: 'fr_FR' });
    expect(navigator.assign).not.toHaveBeenCalled();
  });

  it('goes to the mapped domain with the temporary session id when a redirect is necessary', async () => {
    localeApi('de_DE');
    const navigator = { assign: vi.fn(), reload: vi.fn() };
    const { store } = renderCartUi(<LocaleModal navigator={navigator} />, {
      projectConfiguration: {
        redirectNecessary: true,
        deliveryCountryList: 'DE,CH',
        deliveryCountryDomainMapping: [{ country: 'CH', domain: 'https://www.hirmer.ch' }],
      },
    });
    const { localeModalAtom } = await import('../../src/state/cart');
    act(() => store.set(localeModalAtom, true));
    await userEvent.selectOptions(screen.getByLabelText('Lieferland'), 'CH');
    expect(screen.getByRole('dialog')).toHaveTextContent('Preise in CHF');
    await userEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith('https://www.hirmer.ch/?temporarySessionId=tmp12345&locale=de_CH'));
    // Same language: no basket update needed.
    expect(readStored(BASKET_UPDATE_KEY, flagSchema)).toBeNull();
  });
});

function fakeSearch(presentProducts: string[], presentItemNumbers: string[]) {
  const requests: { filters?: string }[] = [];
  const client = {
    search: vi.fn(async ({ requests: rs }: { requests: { filters?: string }[] }) => {
      requests.push(...rs);
      const filters = rs[0]!.filters ?? '';
      const hits = filters.startsWith('objectID')
        ? presentProducts.filter((id) => filters.includes(`"${id}"`)).map((objectID) => ({ objectID }))
        : presentItemNumbers.filter((n) => filters.includes(`"${n}"`)).map((n) => ({ objectID: `p-${n}`, colorVariants: [{ itemnum: n }] }));
      return { results: [{ hits }] };
    }),
  } as unknown as LiteClient;
  return { client, requests };
}

function basketApi() {
  const cart = cartServer(cartOf([line('1'), line('2')]));
  let items = [
    { basketid: 'b1', oxid: 's1', count: 1, name: 'A', brand: 'B', itemNumber: '11111111', color: 'c', size: 'M', price: 100 },
    { basketid: 'b2', oxid: 's2', count: 1, name: 'B', brand: 'B', itemNumber: '22222222', color: 'c', size: 'M', price: 100 },
  ];
  const answer = () => ({
    body: {
      success: true,
      errors: [],
      reservation: {
        reservationBasketItems: items,
        filiale: items.length ? { id: 'muc', name: 'M', address: { street: '', postalCode: '', city: '', country: 'DE', phone: '' } } : null,
      },
    },
  });
  const api = fakeApi({
    ...cart.handlers,
    'GET /frontastic/action/hirmer-reserve/cart': answer,
    'POST /frontastic/action/hirmer-reserve/removeLineItem': ({ body }) => {
      items = items.filter((i) => i.basketid !== (body as { basketid: string }).basketid);
      return answer();
    },
  });
  return { api, cart, items: () => items };
}

describe('basket update after a language change', () => {
  // The hook's work waits for the browser to be idle: here at once.
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    vi.stubGlobal('cancelIdleCallback', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
  });

  it('removes cart lines and reservations missing from the new index, asking with OR lists', async () => {
    const { cart, items } = basketApi();
    const search = fakeSearch(['p-1'], ['22222222']);
    const result = await updateBasketForLanguage(search.client, 'products_fr');
    expect(result).toEqual({ removedLineItemIds: ['2'], removedBasketIds: ['b1'] });
    expect(cart.current().lineItems.map((l) => l.lineItemId)).toEqual(['1']);
    expect(items().map((i) => i.basketid)).toEqual(['b2']);
    expect(search.requests.map((r) => r.filters)).toEqual([
      'objectID:"p-1" OR objectID:"p-2"',
      'colorVariants.itemnum:"11111111" OR colorVariants.itemnum:"22222222"',
    ]);
  });

  it('reads the flag when the browser is idle after the hydration, not in it (the first storage access opens the storage)', async () => {
    basketApi();
    writeStored(BASKET_UPDATE_KEY, { from: 'de_DE', to: 'fr_FR' });
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const reads = vi.spyOn(Storage.prototype, 'getItem');
    const search = fakeSearch(['p-1', 'p-2'], ['11111111', '22222222']);
    const { result } = renderShopHook(() => useBasketUpdateAfterLanguageChange(() => search.client), { locale: 'fr_FR' });
    await new Promise((r) => setTimeout(r, 10));
    expect(reads).not.toHaveBeenCalled();
    expect(idle.length).toBeGreaterThan(0);
    act(() => {
      for (const run of idle.splice(0)) run();
    });
    expect(reads).toHaveBeenCalledWith(`storage_${BASKET_UPDATE_KEY}`);
    await waitFor(() => expect(result.current).toEqual({ removedLineItemIds: [], removedBasketIds: [] }));
    reads.mockRestore();
  });

  it('runs once on the first page in the new language and clears the flag', async () => {
    basketApi();
    writeStored(BASKET_UPDATE_KEY, { from: 'de_DE', to: 'fr_FR' });
    const search = fakeSearch(['p-1', 'p-2'], ['11111111', '22222222']);
    const { result } = renderShopHook(() => useBasketUpdateAfterLanguageChange(() => search.client), { locale: 'fr_FR' });
    await waitFor(() => expect(result.current).toEqual({ removedLineItemIds: [], removedBasketIds: [] }));
    expect(readStored(BASKET_UPDATE_KEY, flagSchema)).toBeNull();
  });

  it('waits while the page is still in the old language', async () => {
    basketApi();
    writeStored(BASKET_UPDATE_KEY, { from: 'de_DE', to: 'fr_FR' });
    const search = fakeSearch([], []);
    renderShopHook(() => useBasketUpdateAfterLanguageChange(() => search.client), { locale: 'de_DE' });
    await new Promise((r) => setTimeout(r, 10));
    expect(search.client.search).not.toHaveBeenCalled();
    expect(readStored(BASKET_UPDATE_KEY, flagSchema)).not.toBeNull();
  });
});
