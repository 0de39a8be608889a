import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { SWRConfig } from 'swr';
import { ShopContextProvider, type ShopContextValue } from '../shop/ShopContext';
import { reportError } from '../tracking/report-error';
import type { CompiledMessage } from '../i18n/compile';
import { installTransport, type Transport, type TransportSettings } from '../api/transport';
import { sessionTokenCookie } from '../state/session-token';

export interface AppProvidersProps {
  shop: ShopContextValue;
  /** The current language's messages (the host sends only these to the browser, parsed ahead of time). */
  messages: Record<string, string> | Record<string, CompiledMessage>;
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

/** Intl, jotai, SWR and the shop context: the same tree on the server, in the browser, in Storybook and in tests. */
export function AppProviders({ shop, messages, fallback = {}, store, transport, children }: AppProvidersProps) {
  // Before the children render: their data hooks call at their first effects.
  installTransport(transport, shop.locale, sessionTokenCookie);
  return (
    <ShopContextProvider value={shop}>
      <IntlProvider
        locale={shop.locale.intl}
        messages={messages}
        defaultLocale="de-DE"
        onError={(error) => {
          // A missing translation is a bug in development; in production it falls back to the id.
          if (shop.environment !== 'production') reportError(error, { source: 'intl' });
        }}
      >
        <JotaiProvider store={store}>
          <SWRConfig value={{ fallback, revalidateOnFocus: false }}>{children}</SWRConfig>
        </JotaiProvider>
      </IntlProvider>
    </ShopContextProvider>
  );
}
