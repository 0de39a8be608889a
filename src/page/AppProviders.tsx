import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { SWRConfig } from 'swr';
import { ShopContextProvider, type ShopContextValue } from '../shop/ShopContext';
import { reportError } from '../tracking/report-error';
import { expandMessages, type CompiledMessage, type MessageTable } from '../i18n/message-table';
import { installTransport, type Transport, type TransportSettings } from '../api/transport';
import { sessionTokenCookie } from '../state/session-token';

export interface AppProvidersProps {
  shop: ShopContextValue;
  /** The current language's messages (the host sends only these to the browser, parsed ahead of time: `compileMessages`). */
  messages: MessageTable;
  /** SWR cache seeded on the server, keyed like the hooks' keys. */
  fallback?: Record<string, unknown>;
  store?: ReturnType<typeof createStore>;
  /**
   * How the page's calls reach the actions: the API hub's endpoint and the extension version (the
   * runtime's protocol, src/api/transport.ts), or a transport of the project's own
   * (`frontendSdkTransport(sdk)`). Without it: the page's own origin.
   */
  transport?: Transport | TransportSettings;
  children: ReactNode;
}

/**
 * One intl object per message table, locale and environment, with one formatter cache: the server
 * renders page after page in the same language, and an IntlProvider per render would parse and
 * build every message's formatter again for each (about a millisecond of a listing's render).
 */
const intls = new WeakMap<object, Map<string, IntlShape>>();
const intlCache = createIntlCache();

function intlFor(messages: AppProvidersProps['messages'], shop: ShopContextValue): IntlShape {
  let byLocale = intls.get(messages);
  if (!byLocale) intls.set(messages, (byLocale = new Map()));
  const key = `${shop.locale.intl} ${shop.environment}`;
  let intl = byLocale.get(key);
  if (!intl) {
    const development = shop.environment !== 'production';
    intl = createIntl(
      {
        locale: shop.locale.intl,
        // Plain texts as the literals they parse to: the browser has no ICU parser (src/i18n/compile.ts).
        // react-intl takes each message as a string or a tree; its type asks for one kind per table.
        messages: expandMessages(messages) as Record<string, CompiledMessage>,
        defaultLocale: 'de-DE',
        onError: (error) => {
          // A missing translation is a bug in development; in production it falls back to the id.
          if (development) reportError(error, { source: 'intl' });
        },
      },
      intlCache,
    );
    byLocale.set(key, intl);
  }
  return intl;
}

/** Intl, jotai, SWR and the shop context: the same tree on the server, in the browser, in Storybook and in tests. */
export function AppProviders({ shop, messages, fallback = {}, store, transport, children }: AppProvidersProps) {
  // Before the children render: their data hooks call at their first effects.
  installTransport(transport, shop.locale, sessionTokenCookie);
  return (
    <ShopContextProvider value={shop}>
      <RawIntlProvider value={intlFor(messages, shop)}>
        <JotaiProvider store={store}>
          <SWRConfig value={{ fallback, revalidateOnFocus: false }}>{children}</SWRConfig>
        </JotaiProvider>
      </RawIntlProvider>
    </ShopContextProvider>
  );
}
