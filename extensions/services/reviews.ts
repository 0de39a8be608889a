import type { ReviewSummary } from '../../src/domain/review';

/** Product reviews by item number; item numbers without reviews are absent from the answer. */
export interface ReviewsPort {
  summaries(itemNumbers: readonly string[]): Promise<Record<string, ReviewSummary>>;
}
