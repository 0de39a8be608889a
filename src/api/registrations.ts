import { call, type ApiResult } from './request';
import type { AnswerAt, BodyAt } from '../../extensions/api-contract';

/** Competition and early-shop sign-ups (accounts-cart-services.md §7): the answer carries the configured success message. */
export type RegistrationAnswer = AnswerAt<'POST', '/api/newsletter/raffle'>;

export function registerForCompetition(payload: BodyAt<'POST', '/api/newsletter/raffle'>): Promise<ApiResult<RegistrationAnswer>> {
  return call('POST', '/api/newsletter/raffle', { body: payload });
}

export function registerForEarlyShop(payload: BodyAt<'POST', '/api/newsletter/earlyShopRegistration'>) {
  return call('POST', '/api/newsletter/earlyShopRegistration', { body: payload });
}
