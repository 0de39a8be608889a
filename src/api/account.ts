import { call, type ApiResult } from './request';
import type { LoginPayload } from '../domain/account';
import type { ActionAnswer } from '../../extensions/api-contract';

/**
 * Endpoint functions every page needs: who is logged in, login and logout (accounts-cart-services.md §7);
 * answers typed by the actions. The account pages' own calls are in ./account-settings.ts, out of the page shell.
 */

export { ACCOUNT_REFRESH_PATH } from './keys';

export type AccountAnswer = ActionAnswer<'hirmer-account/login'>;
export type RefreshAnswer = ActionAnswer<'hirmer-account/refresh'>;

export function refreshUser(): Promise<ApiResult<RefreshAnswer>> {
  return call('GET', 'hirmer-account/refresh');
}

export function login(payload: LoginPayload): Promise<ApiResult<AccountAnswer>> {
  return call('POST', 'hirmer-account/login', { body: payload });
}

export function logout() {
  return call('POST', 'hirmer-account/logout');
}
