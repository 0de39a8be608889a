import { call, type ApiResult } from './request';
import type { ActionAnswer, ActionBody } from '../../extensions/api-contract';

/** Competition and early-shop sign-ups (accounts-cart-services.md §7): the answer carries the configured success message. */
export type RegistrationAnswer = ActionAnswer<'hirmer-newsletter/raffle'>;

export function registerForCompetition(payload: ActionBody<'hirmer-newsletter/raffle'>): Promise<ApiResult<RegistrationAnswer>> {
  return call('POST', 'hirmer-newsletter/raffle', { body: payload });
}

export function registerForEarlyShop(payload: ActionBody<'hirmer-newsletter/earlyShopRegistration'>) {
  return call('POST', 'hirmer-newsletter/earlyShopRegistration', { body: payload });
}
