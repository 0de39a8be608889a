import { payloadOf, type ProductDataField } from '../../../src/organisms/product/payload';
import { VOUCHER_PRODUCT_TYPE } from '../../../src/domain/product';
import { useIntl } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import { useShopContext } from '../../../src/shop/ShopContext';
import { Accordion } from '../../../src/ui/Accordion';
import { useIsDesktop } from '../../../src/hooks/useBreakpoint';

interface Data {
  /** The dynamic page's product, on product pages. */
  product?: ProductDataField;
  headline?: string;
  tips?: { tipHeadline?: string; tipText?: string }[];
  image?: { media?: { file?: string; width?: number; height?: number }; title?: string };
  imageAlt?: string;
  hotlines?: { language?: string; phone?: string }[];
}

/** The anchor the size-chart link of the product page points to (#how-to-measure). */
export const HOW_TO_MEASURE_ANCHOR = 'how-to-measure';

/** The hotline of the current language, if one is configured. */
export function hotlineFor(hotlines: Data['hotlines'], language: string): string | null {
  return hotlines?.find((h) => h.language === language && h.phone?.trim())?.phone?.trim() ?? null;
}

/** How-to-measure guide: numbered tips and an image; service hotline on desktop only; an accordion on mobile. */
export default function HowToMeasure({ data }: TasticProps<Data>) {
  const intl = useIntl();
  const desktop = useIsDesktop();
  const { locale } = useShopContext();
  // Vouchers have no sizes: no measuring guide on their page.
  const voucher = payloadOf(data.product)?.product.productType === VOUCHER_PRODUCT_TYPE;
  const tips = (data.tips ?? []).filter((t) => t.tipHeadline || t.tipText);
  const headline = data.headline || intl.formatMessage({ id: 'howToMeasure.title' });
  const phone = hotlineFor(data.hotlines, locale.language);
  const image = data.image?.media?.file ? (
    <img
      className="how-to-measure__image"
      src={data.image.media.file}
      alt={data.imageAlt ?? data.image.title ?? ''}
      width={data.image.media.width}
      height={data.image.media.height}
      loading="lazy"
    />
  ) : null;
  if (voucher) return null;
  if (!desktop) {
    return (
      <section className="how-to-measure" id={HOW_TO_MEASURE_ANCHOR}>
        <h2>{headline}</h2>
        {image}
        <Accordion items={tips.map((t, i) => ({ id: String(i), title: `${i + 1}. ${t.tipHeadline ?? ''}`, content: <p>{t.tipText}</p> }))} />
      </section>
    );
  }
  return (
    <section className="how-to-measure" id={HOW_TO_MEASURE_ANCHOR}>
      <h2>{headline}</h2>
      <div className="how-to-measure__body">
        <ol className="how-to-measure__tips">
          {tips.map((t, i) => (
            <li key={i}>
              {t.tipHeadline ? <h3>{t.tipHeadline}</h3> : null}
              {t.tipText ? <p>{t.tipText}</p> : null}
            </li>
          ))}
        </ol>
        {image}
      </div>
      {phone ? (
        <p className="how-to-measure__hotline">
          {intl.formatMessage({ id: 'howToMeasure.hotline' }, { phone: <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a> })}
        </p>
      ) : null}
    </section>
  );
}
