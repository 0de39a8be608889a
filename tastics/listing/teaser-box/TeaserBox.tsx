import type { MediaValue, ReferenceValue } from '../../../src/domain/navigation';
import { useShopContext } from '../../../src/page/ShopContext';
import { referenceHref } from '../breaker/Breaker';

/** storefront-browsing.md §3 "Teaser box: elements, size 1/2/3, countries". */
export interface TeaserBoxElement {
  image?: MediaValue;
  imageAlt?: string;
  headline?: string;
  text?: string;
  link?: ReferenceValue;
}

export interface TeaserBoxData {
  elements?: TeaserBoxElement[];
  size?: '1' | '2' | '3';
  /** Semicolon-separated territory codes; empty = everywhere. */
  countries?: string;
}

/** "Components can be limited to countries (semicolon-separated territory codes)." */
export function isShownInCountry(countries: string | undefined, territory: string): boolean {
  const list = (countries ?? '').split(';').map((c) => c.trim().toUpperCase()).filter(Boolean);
  return list.length === 0 || list.includes(territory.toUpperCase());
}

export function TeaserBox({ data }: { data: TeaserBoxData }) {
  const { locale } = useShopContext();
  if (!isShownInCountry(data.countries, locale.territory)) return null;
  const elements = (data.elements ?? []).filter((e) => e.image?.media?.file);
  if (!elements.length) return null;
  return (
    <ul className={`teaser-box teaser-box--size-${data.size ?? '1'}`}>
      {elements.map((el, i) => {
        const href = referenceHref(el.link);
        const body = (
          <>
            <img src={el.image!.media.file} alt={el.imageAlt ?? el.image!.title ?? ''} loading="lazy" width={el.image!.media.width} height={el.image!.media.height} />
            {el.headline ? <span className="teaser-box__headline">{el.headline}</span> : null}
            {el.text ? <span className="teaser-box__text">{el.text}</span> : null}
          </>
        );
        return <li key={i} className="teaser-box__element">{href ? <a href={href}>{body}</a> : body}</li>;
      })}
    </ul>
  );
}
