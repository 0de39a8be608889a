import { useCallback, useEffect, useState } from 'react';
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import { useSetAtom } from 'jotai';
import { ACCOUNT_REFRESH_PATH, login as loginCall, logout as logoutCall, refreshUser } from '../api/account';
import type { ApiError } from '../domain/api';
import { cleanupSessionWishlist, migrateSessionWishlist } from '../api/wishlist';
import { WISHLIST_KEY } from '../api/keys';
import { RESERVATION_KEY } from '../api/keys';
import type { LoginPayload, UserContext } from '../domain/account';
import { notifyApp } from '../app/bridge';
import { track } from '../tracking';
import {
  clearCachedUser,
  clearLoyaltyCardFlag,
  loginErrorAtom,
  loginFlyoutOpenAtom,
  readCachedUser,
  writeCachedUser,
  writeCachedUserWhenIdle,
} from '../state/user';
import { useShopContext } from '../shop/ShopContext';
import { whenIdle } from '../state/when-idle';
import { useIntl } from 'react-intl';

const TECHNICAL_CODES = new Set(['timeout', 'network', 'malformed_response']);

/**
 * The text of a failed call in the shopper's language: rate limits and technical failures have
 * their own messages; the server's other messages (already translated, maybe HTML) pass through.
 */
export function useErrorText() {
  const intl = useIntl();
  return useCallback(
    (errors: ApiError[]): string => {
      const first = errors[0];
      if (!first) return intl.formatMessage({ id: 'common.technicalError' });
      if (first.code === 'too_many_attempts') return intl.formatMessage({ id: 'account.tooManyAttempts' });
      if (TECHNICAL_CODES.has(first.code) || first.code.startsWith('http_')) return intl.formatMessage({ id: 'common.technicalError' });
      return first.message;
    },
    [intl],
  );
}

/**
 * The user context (accounts-cart-services.md §3, §4): SWR keyed by the refresh path, with the
 * locally cached user shown until the refresh answers. Each refresh stores the user, moves the
 * session wishlist into the account (or cleans the guest's up) and reloads the reservations.
 */

/** hideAppLogin in the address suppresses the app's login screen (§4). */
export function shouldShowAppLogin(user: UserContext, search: string): boolean {
  return !user.loggedIn && !new URLSearchParams(search).has('hideAppLogin');
}

/** What follows every refresh (§4): wishlist migration or cleanup, then the reservation reload. */
export async function afterUserRefresh(
  user: UserContext,
  mutate: ScopedMutator,
  search = typeof window !== 'undefined' ? window.location.search : '',
): Promise<void> {
  // Kept for the next page when the browser is idle (the answer may arrive during the hydration).
  writeCachedUserWhenIdle(user);
  // The wishlist is read again only when the step changed it: the migration answers the account's
  // wishlist (an older read in flight is discarded), a cleanup that removed nothing leaves the header's
  // read as it is (otherwise a second wishlist/get at every page's load).
  if (user.loggedIn && user.account) {
    const migrated = await migrateSessionWishlist(user.account.accountId);
    void (migrated.ok ? mutate(WISHLIST_KEY, migrated.data.wishlist, { revalidate: false }) : mutate(WISHLIST_KEY));
  } else {
    const cleaned = await cleanupSessionWishlist();
    if (!cleaned.ok || cleaned.data.removed > 0) void mutate(WISHLIST_KEY);
  }
  void mutate(RESERVATION_KEY);
  if (shouldShowAppLogin(user, search)) notifyApp({ type: 'showLogin' });
}

export function useAccount() {
  const { mutate: globalMutate } = useSWRConfig();
  const fetcher = useCallback(async (): Promise<UserContext> => {
    const result = await refreshUser();
    if (!result.ok) throw new Error(result.errors[0]?.message ?? 'refresh failed');
    await afterUserRefresh(result.data, globalMutate);
    return result.data;
  }, [globalMutate]);
  const swr = useSWR<UserContext>(ACCOUNT_REFRESH_PATH, fetcher, { shouldRetryOnError: false });
  // The cache is read after hydration, when the browser is idle: the server's and the browser's first
  // render agree, and the page's first storage access (which opens the site's storage, in a fresh
  // Chromium up to 194 ms) is not part of the hydration. The refresh's answer wins either way.
  const [cached, setCached] = useState<UserContext | null>(null);
  useEffect(() => whenIdle(() => setCached(readCachedUser())), []);
  const user = swr.data ?? cached ?? undefined;
  return {
    user,
    loggedIn: user?.loggedIn === true,
    account: user?.loggedIn ? user.account : undefined,
    /** True until the first answer (or a cached user) is there. */
    isLoading: user === undefined,
    mutate: swr.mutate,
  };
}

export type LoginOutcome = { ok: true } | { ok: false; errors: ApiError[] };

/** Login (§4): tracking, flyout closed and the app told on success; the HTML error kept otherwise. */
export function useLogin() {
  const { mutate } = useSWRConfig();
  const setOpen = useSetAtom(loginFlyoutOpenAtom);
  const setError = useSetAtom(loginErrorAtom);
  const errorText = useErrorText();
  return useCallback(
    async (payload: LoginPayload): Promise<LoginOutcome> => {
      setError(null);
      const result = await loginCall(payload);
      if (!result.ok || !result.data.loggedIn || !result.data.account) {
        const errors = result.ok ? [{ code: 'login_failed', message: result.data.message ?? '' }] : result.errors;
        setError(errorText(errors));
        return { ok: false, errors };
      }
      const account = result.data.account;
      const user: UserContext = { loggedIn: true, account };
      writeCachedUser(user);
      track({ type: 'login', userId: account.accountId });
      notifyApp({ type: 'userLoggedIn', userId: account.accountId });
      setOpen(false);
      // Show the account at once, then refresh (which migrates the wishlist and reloads reservations).
      await mutate(ACCOUNT_REFRESH_PATH, user, { revalidate: true });
      return { ok: true };
    },
    [mutate, setError, setOpen, errorText],
  );
}

/** Navigation to the home link: a full load (the in-app webview follows it the same way). */
export function goTo(href: string): void {
  window.location.assign(href);
}

/** Logout (§4): the server session is cleared, the loyalty flag too, the user refreshed, the app told, then home. */
export function useLogout(navigate: (href: string) => void = goTo) {
  const { mutate } = useSWRConfig();
  const setOpen = useSetAtom(loginFlyoutOpenAtom);
  const { projectConfiguration } = useShopContext();
  return useCallback(async () => {
    await logoutCall();
    // The flyout closes first: it would otherwise show its login form until the refresh below has answered.
    setOpen(false);
    clearLoyaltyCardFlag();
    clearCachedUser();
    await mutate(ACCOUNT_REFRESH_PATH, { loggedIn: false } satisfies UserContext, { revalidate: true });
    notifyApp({ type: 'userLoggedOut' });
    navigate(projectConfiguration.homeLink);
  }, [mutate, navigate, projectConfiguration.homeLink, setOpen]);
}
