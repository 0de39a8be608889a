import { VOUCHER_PRODUCT_TYPE } from '../../domain/product-vocabulary';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Accordion } from '../../ui/Accordion';
import { Tabs } from '../../ui/Tabs';
import { SafeHtml } from '../../ui/SafeHtml';
import { CareSymbol } from '../../ui/care/CareSymbol';
import { isForbiddenCare } from '../../ui/care/symbols';
import { useShopContext } from '../../shop/ShopContext';
import { germanReviewDate, hasReviews, sizeRecommendation } from '../../domain/review-rules';
import type { CareCode } from '../../domain/product';
import type { ReviewSummary } from '../../domain/review';
import type { SearchColorVariant } from '../../domain/search-record';
import type { ProductPageRecord } from '../../domain/product-page-record';
import { useIsDesktop } from '../../hooks/useBreakpoint';
import { PRODUCT_DETAIL_ATTRIBUTES } from '../../config/constants';

export type InfoTabId = 'details' | 'care' | 'ratings' | 'shipping' | 'safety';

/**
 * Tabs in order: details, care, ratings (third, only with reviews), shipping, safety (only with a
 * safety text). A voucher has "product details plus ratings" (storefront-browsing.md §2): no care tab.
 */
export function infoTabIds(input: { hasReviews: boolean; hasSafetyText: boolean; hasShipping: boolean; voucher?: boolean }): InfoTabId[] {
  if (input.voucher) return input.hasReviews ? ['details', 'ratings'] : ['details'];
  const ids: InfoTabId[] = ['details', 'care'];
  if (input.hasReviews) ids.push('ratings');
  if (input.hasShipping) ids.push('shipping');
  if (input.hasSafetyText) ids.push('safety');
  return ids;
}

/** The care codes of a colour, each as its symbol next to its text. */
export function CareInstructions({ codes }: { codes: readonly CareCode[] }) {
  const intl = useIntl();
  if (!codes.length) return null;
  return (
    <ul className="care-list">
      {codes.map((code) => (
        <li key={code} className={`care-list__item care-${code}${isForbiddenCare(code) ? ' is-forbidden' : ''}`}>
          <CareSymbol code={code} className="care-list__icon" />
          <span>{intl.formatMessage({ id: `care.${code}` })}</span>
        </li>
      ))}
    </ul>
  );
}

export function Ratings({ summary }: { summary: ReviewSummary }) {
  const intl = useIntl();
  const { locale } = useShopContext();
  const recommendation = sizeRecommendation(summary);
  const average = intl.formatNumber(summary.ratingAverage, { maximumFractionDigits: 1 });
  return (
    <div className="ratings">
      <p className="ratings__summary">
        <span className="ratings__stars" aria-hidden="true">
          {'★'.repeat(Math.round(summary.ratingAverage))}
          {'☆'.repeat(5 - Math.round(summary.ratingAverage))}
        </span>{' '}
        <FormattedMessage id="productDetail.ratings.summary" values={{ average, count: summary.reviewCount }} />
      </p>
      {recommendation ? (
        <p className="ratings__size-recommendation">
          <FormattedMessage
            id="productDetail.sizeRecommendation"
            values={{ percent: recommendation.percent, answer: intl.formatMessage({ id: `productDetail.sizeFit.${recommendation.answer}` }) }}
          />
        </p>
      ) : null}
      <ul className="ratings__list">
        {summary.mappedReviews.map((review, i) => (
          <li key={i} className="ratings__review">
            <p>
              <span role="img" aria-label={intl.formatMessage({ id: 'productDetail.ratings.stars' }, { rating: review.rating })}>
                {'★'.repeat(review.rating)}
                {'☆'.repeat(5 - review.rating)}
              </span>
            </p>
            <p className="ratings__by">
              <FormattedMessage id="productDetail.ratings.by" values={{ name: review.name, date: germanReviewDate(review.publishedAt) }} />
            </p>
            {/* Free text is German: shown only in the German locale. */}
            {locale.language === 'de'
              ? review.messages
                  .filter((m) => m.questionType === 'freeText')
                  .map((m, j) => (
                    <p key={j} className="ratings__text">
                      {m.answer}
                    </p>
                  ))
              : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A product text as HTML. The record's texts were made safe where the record was built (the
 * product page's handler and the search index, extensions/search/product-html.ts), so the server
 * renders them with their markup and the browser needs no sanitiser for them.
 */
function ProductHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised when the record was built (sanitizeProductHtml)
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

function Details({ product, colour }: { product: ProductPageRecord; colour: SearchColorVariant }) {
  const texts = [
    colour.description,
    colour.description2,
    colour.description3,
    product.sharedDescription,
    product.sharedDescription2,
    product.sharedDescription3,
  ].filter((t): t is string => !!t);
  const attributes = PRODUCT_DETAIL_ATTRIBUTES.flatMap((key) => (product.attributes[key] ? [[key, product.attributes[key]] as const] : []));
  return (
    <div className="product-details">
      {texts.map((t, i) => (
        <ProductHtml key={i} html={t} />
      ))}
      {attributes.length ? (
        <dl className="product-details__attributes">
          {attributes.map(([key, value]) => (
            <div key={key}>
              <dt>
                <FormattedMessage id={`filter.${key}`} />
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="product-details__number">
        <FormattedMessage id="productDetail.articleNumber" values={{ itemnum: colour.itemnum }} />
      </p>
    </div>
  );
}

function Shipping() {
  const { projectConfiguration } = useShopContext();
  return (
    <div className="product-shipping">
      {projectConfiguration.shippingHeadline ? <h3>{projectConfiguration.shippingHeadline}</h3> : null}
      <Accordion items={projectConfiguration.shippingAccordions.map((a, i) => ({ id: `s${i}`, title: a.headline, content: <SafeHtml html={a.text} /> }))} />
    </div>
  );
}

/** The information block: tabs on desktop, collapsibles on mobile. */
export function ProductInformation({ product, colour, reviews }: { product: ProductPageRecord; colour: SearchColorVariant; reviews?: ReviewSummary | null }) {
  const intl = useIntl();
  const desktop = useIsDesktop();
  const { projectConfiguration } = useShopContext();
  const ids = infoTabIds({
    hasReviews: hasReviews(reviews),
    hasSafetyText: !!product.gpsr,
    hasShipping: projectConfiguration.shippingAccordions.length > 0 || !!projectConfiguration.shippingHeadline,
    voucher: product.productType === VOUCHER_PRODUCT_TYPE,
  });
  const content: Record<InfoTabId, () => ReactNode> = {
    details: () => <Details product={product} colour={colour} />,
    care: () => <CareInstructions codes={colour.washingInstructions} />,
    ratings: () => (hasReviews(reviews) ? <Ratings summary={reviews} /> : null),
    shipping: () => <Shipping />,
    safety: () => <ProductHtml html={product.gpsr ?? ''} />,
  };
  const title = (id: InfoTabId) => intl.formatMessage({ id: `productDetail.tab.${id}` });
  const [active, setActive] = useState<InfoTabId>('details');
  return (
    <section className="product-information" aria-label={intl.formatMessage({ id: 'productDetail.information' })}>
      {desktop ? (
        <Tabs tabs={ids.map((id) => ({ id, title: title(id) }))} selected={active} onSelect={setActive}>
          {(id) => content[id]()}
        </Tabs>
      ) : (
        <Accordion headingLevel="h2" items={ids.map((id) => ({ id, title: title(id), content: content[id]() }))} />
      )}
    </section>
  );
}
