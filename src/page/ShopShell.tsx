import type { ReactNode } from 'react';
import type { createStore } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { AppProviders } from './AppProviders';
import { shopContextFrom, type AppData } from './app-data';
import { ShopOverlays } from './ShopOverlays';
import { ThemeScope } from '../ui/ThemeScope';
import { NavigatorProvider, type Navigate } from '../navigation/navigate';
import type { Transport, TransportSettings } from '../api/transport';

/** Where the shop renders, as plain data (a server component hands it over): the brand, the locale, the configuration, search, where the actions are. */
export type ShopSettings = Pick<AppData, 'projectId' | 'locale' | 'environment' | 'projectConfiguration' | 'search' | 'actions'>;

export interface ShopShellProps {
  shop: ShopSettings;
  /** The language's messages (`messagesFor(language)`, parsed ahead with `compileMessages` on the server). */
  messages: AppData['messages'];
  /** SWR cache seeded on the server, keyed like the hooks' keys. */
  fallback?: Record<string, unknown>;
  store?: ReturnType<typeof createStore>;
  /** In-app routing of the shop's same-host links (e.g. Next.js `router.push`); without it they load the page. */
  navigate?: Navigate;
  /**
   * How the shop's calls reach the actions: the API hub's endpoint and the extension version
   * (`NEXT_PUBLIC_FRONTASTIC_HOST`, `NEXT_PUBLIC_EXT_BUILD_ID`), or the project's configured Frontend
   * SDK (`frontendSdkTransport(sdk)`); else `shop.actions`, else the page's own origin.
   */
  transport?: Transport | TransportSettings;
  children: ReactNode;
}

/**
 * The shop around a page: the providers (shop context, messages, state, server state), the themed
 * root element its styles live in, the skip link, and the overlays every page has once (basket,
 * sold-out and error dialogs, the wishlist notice, the locale, forgot-password and link dialogs).
 * The shop's renderers (`App` on the local host, `Renderer` in a Frontend project) put the page
 * inside; a project with its own renderer does the same.
 */
export function ShopShell({ shop, messages, fallback, store, navigate, transport, children }: ShopShellProps) {
  const page = (
    <AppProviders shop={shopContextFrom(shop)} messages={messages} fallback={fallback} store={store} transport={transport ?? shop.actions}>
      <ThemeScope>
        <a className="skip-link" href="#main-content">
          <FormattedMessage id="common.skipToContent" />
        </a>
        {children}
        <ShopOverlays />
      </ThemeScope>
    </AppProviders>
  );
  return navigate ? <NavigatorProvider navigate={navigate}>{page}</NavigatorProvider> : page;
}
