import type * as z from 'zod';
import type { earlyShopSchema, raffleSchema } from '../domain/newsletter';
import { request, type ApiResult } from './request';

/** Competition and early-shop sign-ups (accounts-cart-services.md §7): the answer carries the configured success message. */
export interface RegistrationAnswer {
  success: true;
  message: string;
  triggerID?: number | null;
}

export function registerForCompetition(payload: z.input<typeof raffleSchema>): Promise<ApiResult<RegistrationAnswer>> {
  return request<RegistrationAnswer>('/api/newsletter/raffle', { method: 'POST', body: payload });
}

export function registerForEarlyShop(payload: z.input<typeof earlyShopSchema>): Promise<ApiResult<RegistrationAnswer>> {
  return request<RegistrationAnswer>('/api/newsletter/earlyShopRegistration', { method: 'POST', body: payload });
}
