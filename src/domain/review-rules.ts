import { SIZE_RECOMMENDATION_THRESHOLD_PERCENT } from '../config/constants';
import type { ReviewSummary } from './review';

/** The review rules of storefront-browsing.md §2: size-fit shares, the size recommendation, dates. */

/** Size fit comes from a German question with three answers (without zod: the product page names these at load). */
export const SIZE_FIT_QUESTION = 'Wie fällt der Artikel aus?';
export const SIZE_FIT_ANSWERS = ['kleiner', 'passt genau', 'größer'] as const;

export type SizeFitAnswer = (typeof SIZE_FIT_ANSWERS)[number];

/** Answers to the German size-fit question as rounded percentages (smaller, fits exactly, larger). */
export function sizeFitShares(summary: ReviewSummary): Record<SizeFitAnswer, number> & { answers: number } {
  const counts = Object.fromEntries(SIZE_FIT_ANSWERS.map((a) => [a, 0])) as Record<SizeFitAnswer, number>;
  let answers = 0;
  for (const review of summary.mappedReviews) {
    for (const message of review.messages) {
      if (message.questionType !== 'sizeFit') continue;
      const answer = message.answer.toLowerCase() as SizeFitAnswer;
      if (answer in counts) {
        counts[answer] += 1;
        answers += 1;
      }
    }
  }
  const shares = Object.fromEntries(SIZE_FIT_ANSWERS.map((a) => [a, answers ? Math.round((counts[a] / answers) * 100) : 0])) as Record<SizeFitAnswer, number>;
  return { ...shares, answers };
}

/**
 * Size recommendation: shown only if the top answer's share is at least 60 percent and more than
 * one review exists.
 */
export function sizeRecommendation(summary: ReviewSummary | null | undefined): { answer: SizeFitAnswer; percent: number } | null {
  if (!summary || summary.reviewCount <= 1 || summary.mappedReviews.length <= 1) return null;
  const shares = sizeFitShares(summary);
  if (!shares.answers) return null;
  const top = [...SIZE_FIT_ANSWERS].sort((a, b) => shares[b] - shares[a])[0]!;
  return shares[top] >= SIZE_RECOMMENDATION_THRESHOLD_PERCENT ? { answer: top, percent: shares[top] } : null;
}

/** Review dates in German style (dd.MM.yyyy), whatever the shop language; publishedAt is in seconds. */
export function germanReviewDate(publishedAtSeconds: number): string {
  const d = new Date(publishedAtSeconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}

/** The ratings tab exists only when reviews exist. */
export function hasReviews(summary: ReviewSummary | null | undefined): summary is ReviewSummary {
  return !!summary && summary.reviewCount > 0;
}
