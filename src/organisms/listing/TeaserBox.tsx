import type { MediaValue, ReferenceValue } from '../../domain/navigation';
import { useShopContext } from '../../shop/ShopContext';
import { referenceHref } from '../../navigation/reference';
import { isShownInCountry } from '../../domain/countries';
import { Img } from '../../ui/Img';

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
            <Img
              src={el.image!.media.file}
              alt={el.imageAlt ?? el.image!.title ?? ''}
              loading="lazy"
              width={el.image!.media.width}
              height={el.image!.media.height}
            />
            {el.headline ? <span className="teaser-box__headline">{el.headline}</span> : null}
            {el.text ? <span className="teaser-box__text">{el.text}</span> : null}
          </>
        );
        return (
          <li key={i} className="teaser-box__element">
            {href ? <a href={href}>{body}</a> : body}
          </li>
        );
      })}
    </ul>
  );
}
