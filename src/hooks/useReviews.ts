import useSWR from 'swr';
import { fetchReviews } from '../api/reviews';
import { unwrap } from './useCart';
import type { ReviewSummary } from '../domain/review';

/** Review summaries of the given item numbers (SWR, keyed by the endpoint path); off when `enabled` is false. */
export function useReviews(itemNumbers: readonly string[], enabled: boolean): Record<string, ReviewSummary> {
  const key = enabled && itemNumbers.length ? `/api/review?productIds=${itemNumbers.join(',')}` : null;
  const { data } = useSWR(key, () => unwrap(fetchReviews(itemNumbers)).then((a) => a.data ?? {}), { revalidateOnFocus: false });
  return data ?? {};
}
