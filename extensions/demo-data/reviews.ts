import type { MappedReview } from '../../src/domain/review';
import { SIZE_FIT_ANSWERS, SIZE_FIT_QUESTION } from '../../src/domain/review-rules';
import type { Rng } from './random';

const REVIEWERS = ['Thomas M.', 'Stefan K.', 'Michael B.', 'Andreas W.', 'Peter S.', 'Jürgen H.', 'Markus R.', 'Frank L.', 'Klaus D.', 'Wolfgang F.'];
const TEXTS = [
  'Sehr gute Qualität, sitzt perfekt.',
  'Schöner Stoff, die Farbe ist wie auf dem Bild.',
  'Fällt etwas klein aus, eine Nummer größer bestellen.',
  'Top Verarbeitung, gerne wieder.',
  'Für den Preis in Ordnung.',
  'Bequem und elegant, ideal fürs Büro.',
];
/** Fixed reference (2026-06-01) so reviews are the same for the same seed on any day. */
const EPOCH_S = Math.floor(Date.UTC(2026, 5, 1) / 1000);

/** A product's reviews: mostly good ratings, each with the German size-fit question answered. */
export function generateReviews(rng: Rng): MappedReview[] {
  const count = rng.int(1, 8);
  const fitBias = rng.int(0, 2);
  return Array.from({ length: count }, () => {
    const rating = Math.min(5, Math.max(1, Math.round(3.2 + rng.next() * 2.2 - (rng.chance(0.1) ? 2 : 0))));
    const answer = rng.chance(0.7) ? SIZE_FIT_ANSWERS[fitBias]! : rng.pick(SIZE_FIT_ANSWERS);
    const messages: MappedReview['messages'] = [{ question: SIZE_FIT_QUESTION, questionType: 'sizeFit', answer }];
    if (rng.chance(0.6)) messages.push({ question: 'Ihre Meinung', questionType: 'freeText', answer: rng.pick(TEXTS) });
    return { rating, name: rng.pick(REVIEWERS), publishedAt: EPOCH_S - rng.int(1, 700) * 86_400, messages };
  });
}
