import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { renderHook } from '@testing-library/react';
import { createStore } from 'jotai';
import { renderInShop, type RenderOptions } from '../../support/render';
import { AppProviders } from '../../../src/page/AppProviders';
import { getProject } from '../../../src/config/projects';
import { parseLocale } from '../../../src/config/locale';
import { messagesFor } from '../../../src/i18n/catalog';
import { parseProjectConfiguration } from '../../../src/config/project-configuration';

/** A fresh SWR cache per test: nothing leaks from one test's cart into the next. */
export function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

export function renderCartUi(ui: ReactElement, options: RenderOptions = {}) {
  return renderInShop(<FreshCache>{ui}</FreshCache>, options);
}

/** renderHook inside the shop's providers, with a fresh SWR cache and jotai store. */
export function renderShopHook<T>(hook: () => T, options: { locale?: string; projectId?: string } = {}) {
  const project = getProject(options.projectId ?? 'hrm');
  const locale = parseLocale(options.locale ?? project.defaultLocale)!;
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders
      shop={{
        project,
        locale,
        environment: 'test',
        projectConfiguration: parseProjectConfiguration({}, locale.language),
        search: { appId: 'embedded', apiKey: 'k', hosts: [] },
      }}
      messages={messagesFor(locale.language)}
      store={store}
    >
      <FreshCache>{children}</FreshCache>
    </AppProviders>
  );
  return { ...renderHook(hook, { wrapper }), store };
}
