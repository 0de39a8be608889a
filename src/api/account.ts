import { request, type ApiResult } from './request';
import type { Account, Address, LoginPayload, RegistrationPayload, UserContext } from '../domain/account';

/** Endpoint functions of the account area (accounts-cart-services.md §7). */

export const ACCOUNT_REFRESH_PATH = '/_hirmer/api/account/refresh';

export interface AccountAnswer {
  success: boolean;
  loggedIn: boolean;
  message?: string;
  account?: Account;
}
export interface MessageAnswer {
  success: boolean;
  message: string;
  account?: Account;
}

export function refreshUser(): Promise<ApiResult<UserContext>> {
  return request<UserContext>(ACCOUNT_REFRESH_PATH);
}

export function login(payload: LoginPayload): Promise<ApiResult<AccountAnswer>> {
  return request<AccountAnswer>('/_hirmer/api/account/login', { method: 'POST', body: payload });
}

export function logout(): Promise<ApiResult<{ success: boolean }>> {
  return request('/_hirmer/api/account/logout', { method: 'POST', body: {} });
}

export function register(payload: RegistrationPayload): Promise<ApiResult<AccountAnswer>> {
  return request<AccountAnswer>('/api/account/register', { method: 'POST', body: payload });
}

/** Forgot password: the answer is neutral whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<ApiResult<MessageAnswer>> {
  return request<MessageAnswer>('/_hirmer/api/account/reset', { method: 'POST', body: { email } });
}

export function resetPassword(token: string, newPassword: string): Promise<ApiResult<MessageAnswer>> {
  return request<MessageAnswer>('/_hirmer/api/account/resetPassword', { method: 'POST', body: { token, newPassword } });
}

export function changeEmail(email: string, password: string): Promise<ApiResult<MessageAnswer>> {
  return request<MessageAnswer>('/_hirmer/api/account/email', { method: 'POST', body: { email, password } });
}

export function changePassword(oldPassword: string, newPassword: string): Promise<ApiResult<MessageAnswer>> {
  return request<MessageAnswer>('/_hirmer/api/account/password', { method: 'POST', body: { oldPassword, newPassword } });
}

export function updateBillingAddress(address: Address): Promise<ApiResult<MessageAnswer>> {
  return request<MessageAnswer>('/_hirmer/api/account/updateBillingAddress', { method: 'POST', body: address });
}
