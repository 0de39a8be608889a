import { call, type ApiResult } from './request';
import type { Address, LoginPayload, RegistrationPayload } from '../domain/account';
import type { ActionAnswer } from '../../extensions/api-contract';

/** Endpoint functions of the account area (accounts-cart-services.md §7); answers typed by the actions. */

export const ACCOUNT_REFRESH_PATH = '/_hirmer/api/account/refresh';

export type AccountAnswer = ActionAnswer<'hirmer-account/login'>;
export type RegisterAnswer = ActionAnswer<'hirmer-account/register'>;
export type MessageAnswer = ActionAnswer<'hirmer-account/reset'>;
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

export function register(payload: RegistrationPayload): Promise<ApiResult<RegisterAnswer>> {
  return call('POST', 'hirmer-account/register', { body: payload });
}

/** Forgot password: the answer is neutral whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<ApiResult<MessageAnswer>> {
  return call('POST', 'hirmer-account/reset', { body: { email } });
}

export function resetPassword(token: string, newPassword: string) {
  return call('POST', 'hirmer-account/resetPassword', { body: { token, newPassword } });
}

export function changeEmail(email: string, password: string) {
  return call('POST', 'hirmer-account/email', { body: { email, password } });
}

export function changePassword(oldPassword: string, newPassword: string) {
  return call('POST', 'hirmer-account/password', { body: { oldPassword, newPassword } });
}

export function updateBillingAddress(address: Address) {
  return call('POST', 'hirmer-account/updateBillingAddress', { body: address });
}
