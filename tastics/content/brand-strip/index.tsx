import type { TasticProps } from '../../../src/shop/registry';
import type { MediaValue, ReferenceValue } from '../../../src/domain/navigation';
import { hasMedia } from '../../../src/content/media';
import { ContentLink } from '../../../src/ui/content/ContentLink';
import { ResponsiveImage } from '../../../src/ui/content/ResponsiveImage';

export interface BrandStripData {
  headline?: string;
  brands?: { name?: string; logo?: MediaValue | null; link?: ReferenceValue | null }[];
}

/** A row of brand logos (scrolls sideways on small screens), each leading to its brand page; a name stands in for a missing logo. */
export default function BrandStrip({ data }: TasticProps<BrandStripData>) {
  const brands = (data.brands ?? []).filter((b) => b.name);
  if (!brands.length) return null;
  return (
    <section className="brand-strip">
      {data.headline ? <h2 className="brand-strip__headline">{data.headline}</h2> : null}
      <ul className="brand-strip__list">
        {brands.map((brand, i) => (
          <li key={i} className="brand-strip__item">
            <ContentLink link={brand.link} className="brand-strip__link" aria-label={brand.name}>
              {hasMedia(brand.logo) ? (
                <ResponsiveImage image={brand.logo} alt={brand.name} sizes="160px" className="brand-strip__logo" />
              ) : (
                <span className="brand-strip__name">{brand.name}</span>
              )}
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
