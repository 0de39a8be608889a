import { call, type ApiResult } from './request';
import type { Address, RegistrationPayload } from '../domain/account';
import type { ActionAnswer } from '../../extensions/api-contract';

/**
 * Endpoint functions of the account pages (accounts-cart-services.md §7): registration, password
 * reset, login data and address. A module of its own, so the page shell (./account.ts) carries none of them.
 */

export type RegisterAnswer = ActionAnswer<'hirmer-account/register'>;
export type MessageAnswer = ActionAnswer<'hirmer-account/reset'>;

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
