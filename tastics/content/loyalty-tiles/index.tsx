import { FormattedMessage, useIntl } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import type { MediaValue, ReferenceValue } from '../../../src/domain/navigation';
import { hasMedia } from '../../../src/content/media';
import { hasLoyaltyTiles, travelVoucherCode, travelVoucherPercent } from '../../../src/content/loyalty';
import { useBreakpoint } from '../../../src/hooks/useBreakpoint';
import { ContentLink } from '../../../src/ui/content/ContentLink';
import { ResponsiveImage } from '../../../src/ui/content/ResponsiveImage';
import { Slider } from '../../../src/ui/Slider';
import { CopyButton } from '../../../src/ui/CopyButton';

export interface LoyaltyTilesData {
  headline?: string;
  tiles?: { image?: MediaValue | null; title?: string; text?: string; link?: ReferenceValue | null }[];
  /** Travel voucher codes: one for black cards, one for blue and silver. */
  travelVoucherCodeBlack?: string;
  travelVoucherCodeBlueSilver?: string;
}

/** The loyalty card's benefits: "slider on xs/sm/md, grid otherwise; need headline and at least one tile"; the travel voucher codes by card level. */
export default function LoyaltyTiles({ data }: TasticProps<LoyaltyTilesData>) {
  const intl = useIntl();
  const bp = useBreakpoint();
  if (!hasLoyaltyTiles(data)) return null;
  const tiles = (data.tiles ?? [])
    .filter((t) => t.title?.trim())
    .map((tile, i) => (
      <article key={i} className="loyalty-tile">
        <ContentLink link={tile.link} className="loyalty-tile__link">
          {hasMedia(tile.image) ? <ResponsiveImage image={tile.image} alt="" sizes="(min-width: 992px) 25vw, 80vw" className="loyalty-tile__image" /> : null}
          <span className="loyalty-tile__title">{tile.title}</span>
          {tile.text ? <span className="loyalty-tile__text">{tile.text}</span> : null}
        </ContentLink>
      </article>
    ));
  const codes = { black: data.travelVoucherCodeBlack, blueSilver: data.travelVoucherCodeBlueSilver };
  const levels = (['black', 'blue'] as const).flatMap((level) => {
    const code = travelVoucherCode(level, codes);
    return code ? [{ level, code, percent: travelVoucherPercent(level) }] : [];
  });
  const small = bp === 'xs' || bp === 'sm' || bp === 'md';
  return (
    <section className="loyalty-tiles">
      <h2 className="loyalty-tiles__headline">{data.headline}</h2>
      {small ? (
        <Slider
          label={data.headline!}
          slides={tiles}
          perView={1.2}
          spacing={12}
          stepBy="slide"
          previousLabel={intl.formatMessage({ id: 'content.slider.previous' })}
          nextLabel={intl.formatMessage({ id: 'content.slider.next' })}
        />
      ) : (
        <div className="loyalty-tiles__grid">{tiles}</div>
      )}
      {levels.length ? (
        <ul className="loyalty-tiles__codes">
          {levels.map((l) => (
            <li key={l.level}>
              <FormattedMessage id={l.level === 'black' ? 'content.loyalty.codeBlack' : 'content.loyalty.codeBlueSilver'} values={{ percent: l.percent }} />{' '}
              <code>{l.code}</code> <CopyButton text={l.code} label={intl.formatMessage({ id: 'loyalty.voucher.codeOf' }, { code: l.code })} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
