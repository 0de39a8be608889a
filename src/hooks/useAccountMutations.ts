import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ACCOUNT_REFRESH_PATH } from '../api/account';
import { changeEmail, changePassword, register, requestPasswordReset, resetPassword, updateBillingAddress } from '../api/account-settings';
import { activateLoyaltyAccount } from '../api/orders';
import type { Account, Address, RegistrationPayload } from '../domain/account';
import { writeCachedUser } from '../state/user';

/**
 * Connectors of the account's changes: each calls its action and, on success, shows the changed
 * account at once (the cached user and the SWR entry of the refresh path), so the forms only
 * render and report.
 */

/** Puts an account into the cache and the SWR entry; `revalidate` asks the server again (e.g. after a login). */
export function useShowAccount() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (account: Account, revalidate = false) => {
      const user = { loggedIn: true, account };
      writeCachedUser(user);
      await mutate(ACCOUNT_REFRESH_PATH, user, { revalidate });
    },
    [mutate],
  );
}

/** Changes the login email (password confirmed); the account shows the new address. */
export function useChangeEmail(current: Account) {
  const show = useShowAccount();
  return useCallback(
    async (email: string, password: string) => {
      const result = await changeEmail(email, password);
      if (result.ok) await show(result.data.account ?? { ...current, email });
      return result;
    },
    [current, show],
  );
}

export function useChangePassword() {
  return changePassword;
}

/** Saves the billing address; the account shows it. */
export function useUpdateBillingAddress(current: Account) {
  const show = useShowAccount();
  return useCallback(
    async (address: Address) => {
      const result = await updateBillingAddress(address);
      if (result.ok) await show(result.data.account ?? current);
      return result;
    },
    [current, show],
  );
}

/** Registers and signs in: the new account shows at once, then the server is asked again (wishlist migration, reservations). */
export function useRegister() {
  const show = useShowAccount();
  return useCallback(
    async (payload: RegistrationPayload) => {
      const result = await register(payload);
      if (result.ok && result.data.account) await show(result.data.account, true);
      return result;
    },
    [show],
  );
}

/** The forgot-password request and the reset with the mailed token. */
export function usePasswordReset() {
  return { requestReset: requestPasswordReset, resetPassword };
}

/** The loyalty activation from the mail: the first password signs in, so the account is asked for again. */
export function useActivateLoyaltyAccount() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (token: string, newPass: string, confirmationPass: string) => {
      const result = await activateLoyaltyAccount(token, newPass, confirmationPass);
      if (result.ok) await mutate(ACCOUNT_REFRESH_PATH);
      return result;
    },
    [mutate],
  );
}
