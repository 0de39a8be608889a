import { atom } from 'jotai';
import { USER_CACHE_TTL_S, USER_STORAGE_KEY } from '../config/constants';
import type { UserContext } from '../domain/account';
import { readStored, removeStored, writeStored } from './storage';
import { whenIdle } from './when-idle';
import { isArrayOf, isBoolean, isObjectWith, isOptional, isString } from './checks';

/**
 * Client state of the account area (accounts-cart-services.md §3 "Login flyout state") and the
 * local user cache (§4, §9): the user as last seen, kept under storage_HIR-USER-STORAGE for
 * 9000 s and shown before the refresh answers.
 */

/** openFlyout */
export const loginFlyoutOpenAtom = atom(false);
/** showForgotPassword */
export const forgotPasswordOpenAtom = atom(false);
/** loginErrorMessage (HTML from the server); showError is "not null". */
export const loginErrorAtom = atom<string | null>(null);

/** "new password success": set by the reset page, read by the account area after the next login. */
export const newPasswordSetAtom = atom(false);

const isCachedAccount = isObjectWith({
  accountId: isString(1),
  email: isString(),
  firstName: isString(),
  lastName: isString(),
  addresses: isArrayOf(isObjectWith({ country: isString() })),
  projectSpecificData: isObjectWith({ emarsysuserid: isString(), hasLoyaltyCard: isBoolean }),
});
/** The cached user as it must look to be shown (a guard, not zod: read on every page). */
export const isCachedUserContext = isObjectWith({ loggedIn: isBoolean, account: isOptional(isCachedAccount) });

export function readCachedUser(now = Date.now()): UserContext | null {
  const stored = readStored(USER_STORAGE_KEY, isCachedUserContext, now);
  return stored ? (stored as unknown as UserContext) : null;
}

/** The cache write waiting for the browser to be idle, if any: a later write or a clear replaces it. */
let cancelPendingWrite: (() => void) | undefined;

function cancelPending(): void {
  cancelPendingWrite?.();
  cancelPendingWrite = undefined;
}

export function writeCachedUser(user: UserContext, now = Date.now()): void {
  cancelPending();
  writeStored(USER_STORAGE_KEY, user, USER_CACHE_TTL_S, now);
}

/**
 * Stores the user once the browser is idle (an answer may arrive during the hydration). The last
 * call wins: a write or clear in between drops the waiting one, so a refresh's answer from before a
 * logout never brings the logged-in user back after it.
 */
export function writeCachedUserWhenIdle(user: UserContext): void {
  cancelPending();
  const cancel = whenIdle(() => {
    cancelPendingWrite = undefined;
    writeStored(USER_STORAGE_KEY, user, USER_CACHE_TTL_S, Date.now());
  });
  cancelPendingWrite = cancel;
}

export function clearCachedUser(): void {
  cancelPending();
  removeStored(USER_STORAGE_KEY);
}

/** The loyalty card flag the loyalty pages keep (cleared on logout, §4). */
export const LOYALTY_CARD_FLAG_KEY = 'HIR-HAS-LOYALTY-CARD';

export function clearLoyaltyCardFlag(): void {
  removeStored(LOYALTY_CARD_FLAG_KEY);
}
