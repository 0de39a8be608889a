import * as z from '../config/zod';
import { ITEM_NUMBER_PATTERN } from '../config/constants';

/** Review summaries (storefront-browsing.md §3); size fit comes from a German question. */

export interface ReviewMessage {
  question: string;
  questionType: 'sizeFit' | 'freeText';
  answer: string;
}

export interface MappedReview {
  rating: number;
  name: string;
  /** Seconds since the epoch. */
  publishedAt: number;
  messages: ReviewMessage[];
}

export interface ReviewSummary {
  ratingAverage: number;
  reviewCount: number;
  mappedReviews: MappedReview[];
}

const MAX_PRODUCT_IDS = 100;

/** `productIds` is a comma list of item numbers. */
export const reviewQuerySchema = z.object({
  productIds: z
    .string()
    .max(MAX_PRODUCT_IDS * 9)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(ITEM_NUMBER_PATTERN, { message: 'An item number has 8 digits.' }))
        .min(1)
        .max(MAX_PRODUCT_IDS),
    ),
});
