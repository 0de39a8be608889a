import { call, type ApiResult } from './request';
import type { ActionAnswer } from '../../extensions/api-contract';

/** Reviews by item number (storefront-browsing.md §7 GET /api/review?productIds=...); the rules of §2 are in domain/review-rules.ts. */
export const REVIEWS_PATH = '/api/review';

export type ReviewsAnswer = ActionAnswer<'hirmer-review/list'>;

export function fetchReviews(itemNumbers: readonly string[]): Promise<ApiResult<ReviewsAnswer>> {
  return call('GET', 'hirmer-review/list', { query: { productIds: itemNumbers.join(',') } });
}
