import { call, type ApiResult } from './request';
import type { Address, LoginPayload, RegistrationPayload } from '../domain/account';
import type { AnswerAt } from '../../extensions/api-contract';

/** Endpoint functions of the account area (accounts-cart-services.md §7); answers typed by the actions. */

export const ACCOUNT_REFRESH_PATH = '/_hirmer/api/account/refresh';

export type AccountAnswer = AnswerAt<'POST', '/_hirmer/api/account/login'>;
export type RegisterAnswer = AnswerAt<'POST', '/api/account/register'>;
export type MessageAnswer = AnswerAt<'POST', '/_hirmer/api/account/reset'>;
export type RefreshAnswer = AnswerAt<'GET', typeof ACCOUNT_REFRESH_PATH>;

export function refreshUser(): Promise<ApiResult<RefreshAnswer>> {
  return call('GET', ACCOUNT_REFRESH_PATH);
}

export function login(payload: LoginPayload): Promise<ApiResult<AccountAnswer>> {
  return call('POST', '/_hirmer/api/account/login', { body: payload });
}

export function logout() {
  return call('POST', '/_hirmer/api/account/logout');
}

export function register(payload: RegistrationPayload): Promise<ApiResult<RegisterAnswer>> {
  return call('POST', '/api/account/register', { body: payload });
}

/** Forgot password: the answer is neutral whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<ApiResult<MessageAnswer>> {
  return call('POST', '/_hirmer/api/account/reset', { body: { email } });
}

export function resetPassword(token: string, newPassword: string) {
  return call('POST', '/_hirmer/api/account/resetPassword', { body: { token, newPassword } });
}

export function changeEmail(email: string, password: string) {
  return call('POST', '/_hirmer/api/account/email', { body: { email, password } });
}

export function changePassword(oldPassword: string, newPassword: string) {
  return call('POST', '/_hirmer/api/account/password', { body: { oldPassword, newPassword } });
}

export function updateBillingAddress(address: Address) {
  return call('POST', '/_hirmer/api/account/updateBillingAddress', { body: address });
}
