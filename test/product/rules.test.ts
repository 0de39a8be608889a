import { describe, expect, it } from 'vitest';
import { germanReviewDate, hasReviews, sizeFitShares, sizeRecommendation } from '../../src/domain/review-rules';
import { parseLastSeenCookie, rememberLastSeen, LAST_SEEN_COOKIE } from '../../src/hooks/useLastSeen';
import { clickAndReserveReducer, initialClickAndReserveState, type ClickAndReserveAction } from '../../src/hooks/useClickAndReserve';
import { parseProductPath, productUrl, readProductQuery } from '../../src/domain/routes';
import { storesWithStock } from '../../src/domain/store';
import { productBoxSlidesPerView, recommendationsPerView } from '../../src/organisms/product/Slider';
import { infoTabIds } from '../../src/organisms/product/Information';
import { zoomSize } from '../../src/organisms/product/Gallery';
import { isOnVoucherNode, voucherAvailable } from '../../tastics/product/voucher';
import { hotlineFor } from '../../tastics/product/how-to-measure';
import { productPageTitle } from '../../src/hooks/useProductPage';
import type { ReviewSummary } from '../../src/domain/review';
import { store } from './fetch-stub';

const review = (answer: string) => ({
  rating: 5,
  name: 'A',
  publishedAt: 0,
  messages: [{ question: 'Wie fällt der Artikel aus?', questionType: 'sizeFit' as const, answer }],
});
const summary = (answers: string[], reviewCount = answers.length): ReviewSummary => ({ ratingAverage: 4, reviewCount, mappedReviews: answers.map(review) });

describe('§2 size recommendation', () => {
  it.each([
    ['two of three say smaller: 67 % smaller', ['kleiner', 'kleiner', 'passt genau'], { answer: 'kleiner', percent: 67 }],
    [
      'three of five say fits: exactly 60 % is enough',
      ['passt genau', 'passt genau', 'passt genau', 'größer', 'kleiner'],
      { answer: 'passt genau', percent: 60 },
    ],
    ['one of two each: 50 % is not enough', ['kleiner', 'größer'], null],
    ['a single review is never enough', ['größer'], null],
    ['no size answers: nothing', [], null],
  ])('%s', (_rule, answers, expected) => expect(sizeRecommendation(summary(answers))).toEqual(expected));
  it('answers become rounded percentages', () => {
    expect(sizeFitShares(summary(['kleiner', 'passt genau', 'passt genau']))).toEqual({ kleiner: 33, 'passt genau': 67, größer: 0, answers: 3 });
  });
  it('review dates in German style', () => expect(germanReviewDate(1767225600)).toBe('01.01.2026'));
  it('the ratings tab needs reviews', () => {
    expect(hasReviews(null)).toBe(false);
    expect(hasReviews(summary([], 0))).toBe(false);
    expect(hasReviews(summary(['kleiner']))).toBe(true);
  });
});

describe('§2 information tabs', () => {
  it.each([
    ['no reviews, no safety text', { hasReviews: false, hasSafetyText: false, hasShipping: true }, ['details', 'care', 'shipping']],
    ['ratings inserted third', { hasReviews: true, hasSafetyText: false, hasShipping: true }, ['details', 'care', 'ratings', 'shipping']],
    ['safety only with a safety text', { hasReviews: true, hasSafetyText: true, hasShipping: true }, ['details', 'care', 'ratings', 'shipping', 'safety']],
    [
      'a voucher: product details plus ratings, no care tab',
      { hasReviews: true, hasSafetyText: true, hasShipping: true, voucher: true },
      ['details', 'ratings'],
    ],
    ['a voucher without reviews: details only', { hasReviews: false, hasSafetyText: false, hasShipping: true, voucher: true }, ['details']],
  ])('%s', (_rule, input, ids) => expect(infoTabIds(input)).toEqual(ids));
});

describe('§4 last seen products', () => {
  it.each([
    ['newest first', ['A', 'B'], 'C', ['C', 'A', 'B']],
    ['duplicates removed', ['A', 'B', 'C'], 'B', ['B', 'A', 'C']],
    ['10 kept', ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'], '11', ['11', '1', '2', '3', '4', '5', '6', '7', '8', '9']],
  ])('%s', (_rule, list, id, expected) => expect(rememberLastSeen(list, id)).toEqual(expected));
  it('reads the cookie, dropping junk and duplicates', () => {
    expect(parseLastSeenCookie(`a=1; ${LAST_SEEN_COOKIE}=${encodeURIComponent('P1,P2,P1,<x>')}`)).toEqual(['P1', 'P2']);
    expect(parseLastSeenCookie('a=1')).toEqual([]);
  });
});

describe('§4 click-and-reserve stages', () => {
  const s1 = store('s1', 'München', 2);
  it.each([
    ['opening loads the stores', initialClickAndReserveState, { type: 'load' } as const, 'loading'],
    ['stores loaded', { ...initialClickAndReserveState, stage: 'loading' as const }, { type: 'loaded', stores: [s1] } as const, 'storesLoaded'],
    ['reserving from the list', { ...initialClickAndReserveState, stage: 'storesLoaded' as const }, { type: 'reserve', store: 's1' } as const, 'reserving'],
    ['article reserved', { ...initialClickAndReserveState, stage: 'reserving' as const }, { type: 'reserved', store: s1 } as const, 'reserved'],
    [
      'refused: empty with the server message',
      { ...initialClickAndReserveState, stage: 'reserving' as const },
      { type: 'refused', message: 'nein' } as const,
      'empty',
    ],
    ['reserve more closes: none', { ...initialClickAndReserveState, stage: 'reserved' as const }, { type: 'close' } as const, 'none'],
    [
      'no reserving before stores are loaded',
      { ...initialClickAndReserveState, stage: 'loading' as const },
      { type: 'reserve', store: 's1' } as const,
      'loading',
    ],
  ])('%s', (_rule, state, action, stage) => expect(clickAndReserveReducer(state, action as ClickAndReserveAction).stage).toBe(stage));
  it('only stores with stock are offered', () => expect(storesWithStock([s1, store('s2', 'x', 0)]).map((s) => s.store)).toEqual(['s1']));
});

describe('§2 routes and page facts', () => {
  it('builds and reads product addresses', () => {
    const url = productUrl({ url: 'corvin-sakko-regular-fit', identifier: 'P000001', colorVariant: '10000002', tall: true, queryID: 'q1' });
    expect(url).toBe('/p/corvin-sakko-regular-fit/P000001?colorVariant=10000002&tall=1&queryID=q1');
    expect(parseProductPath('/p/corvin-sakko-regular-fit/P000001')).toEqual({ url: 'corvin-sakko-regular-fit', identifier: 'P000001' });
    expect(parseProductPath('/p/P000001')).toEqual({ url: '', identifier: 'P000001' });
    expect(parseProductPath('/p/a/b/c')).toBeNull();
    expect(parseProductPath('/p/a/%E0%A4%A')).toBeNull();
    expect(parseProductPath('/bekleidung/sakkos')).toBeNull();
    expect(readProductQuery('?colorVariant=10000002&tall=1&size=50&sizeType=eu&queryID=q')).toEqual({
      colorVariant: '10000002',
      tall: true,
      querySize: '50',
      querySizeType: 'eu',
      queryID: 'q',
      language: null,
    });
  });
  it.each([
    ['xl', 6, 6],
    ['lg', 6, 4],
    ['md', 6, 4],
    ['sm', 6, 3],
    ['xs', 6, 2],
    ['xl', 5, 5],
  ] as const)('recommendations on %s with max %s: %s per view', (bp, max, n) => expect(recommendationsPerView(bp, max)).toBe(n));
  it.each([
    ['xs', 2],
    ['sm', 2],
    ['md', 2],
    ['lg', 5],
    ['xl', 5],
  ] as const)('product box slider on %s: %s per view (configured 5)', (bp, n) => expect(productBoxSlidesPerView(bp, 5)).toBe(n));
  it('zoom size: 1500 wide for 3:4, else 1000; 2000 high', () => {
    expect(zoomSize('3:4')).toEqual({ width: 1500, height: 2000 });
    expect(zoomSize('4:3')).toEqual({ width: 1000, height: 2000 });
  });
  it('vouchers only in the project territories (empty = everywhere)', () => {
    expect(voucherAvailable(['DE', 'AT', 'CH'], 'AT')).toBe(true);
    expect(voucherAvailable(['DE', 'AT', 'CH'], 'PL')).toBe(false);
    expect(voucherAvailable([], 'PL')).toBe(true);
  });

  it('vouchers only on the voucher node when the editor chose one: the breadcrumb passes it, or the page is the node', () => {
    const node = { pageFolderId: 'node-gutscheine', _url: '/gutscheine' };
    expect(isOnVoucherNode(null, { pageFolderId: 'p' }, [])).toBe(true);
    expect(isOnVoucherNode(node, { pageFolderId: 'p' }, [{ url: '/gutscheine/' }])).toBe(true);
    expect(isOnVoucherNode(node, { pageFolderId: 'node-gutscheine' }, [])).toBe(true);
    expect(isOnVoucherNode(node, { pageFolderId: 'p' }, [{ url: '/bekleidung' }])).toBe(false);
  });
  it('the hotline of the current language only', () => {
    expect(hotlineFor([{ language: 'de', phone: ' 089 1 ' }], 'de')).toBe('089 1');
    expect(hotlineFor([{ language: 'de', phone: '089' }], 'en')).toBeNull();
  });
  it('page title from product, colour and shop', () =>
    expect(productPageTitle({ title: 'Sakko', brand: { title: 'Corvin', slug: 'c' } }, 'Navy', 'Hirmer')).toBe('Corvin Sakko – Navy | Hirmer'));
});
