import type { ReviewsPort } from '../../services/reviews';
import type { MappedReview, ReviewSummary } from '../../../src/domain/review';
import { fromJson, type Db } from './db';

export function createReviews(db: Db): ReviewsPort & { write(itemnum: string, review: MappedReview): void } {
  const insert = db.prepare('INSERT INTO reviews (itemnum, doc) VALUES (?, ?)');
  return {
    write: (itemnum, review) => insert.run(itemnum, JSON.stringify(review)),
    async summaries(itemNumbers) {
      const unique = [...new Set(itemNumbers)];
      if (!unique.length) return {};
      const rows = db
        .prepare<string[], { itemnum: string; doc: string }>(
          `SELECT itemnum, doc FROM reviews WHERE itemnum IN (${unique.map(() => '?').join(',')}) ORDER BY id`,
        )
        .all(...unique);
      const out: Record<string, ReviewSummary> = {};
      for (const row of rows) {
        const review = fromJson<MappedReview>(row.doc);
        const summary = (out[row.itemnum] ??= { ratingAverage: 0, reviewCount: 0, mappedReviews: [] });
        summary.mappedReviews.push(review);
      }
      for (const summary of Object.values(out)) {
        summary.mappedReviews.sort((a, b) => b.publishedAt - a.publishedAt);
        summary.reviewCount = summary.mappedReviews.length;
        const avg = summary.mappedReviews.reduce((s, r) => s + r.rating, 0) / summary.reviewCount;
        summary.ratingAverage = Math.round(avg * 10) / 10;
      }
      return out;
    },
  };
}
