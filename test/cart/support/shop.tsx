import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { renderHook } from '@testing-library/react';
import { createStore } from 'jotai';
import { renderInShop, TestShop, type RenderOptions } from '../../support/render';

/** A fresh SWR cache per test: nothing leaks from one test's cart into the next. */
export function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

export function renderCartUi(ui: ReactElement, options: RenderOptions = {}) {
  return renderInShop(<FreshCache>{ui}</FreshCache>, options);
}

/** renderHook inside the shop's providers, with a fresh SWR cache and jotai store. */
export function renderShopHook<T>(hook: () => T, options: { locale?: string; projectId?: string } = {}) {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestShop options={options} store={store}>
      <FreshCache>{children}</FreshCache>
    </TestShop>
  );
  return { ...renderHook(hook, { wrapper }), store };
}
