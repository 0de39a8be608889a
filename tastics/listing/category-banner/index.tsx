import type { TasticProps } from '../../../src/shop/registry';
import type { MediaValue, ReferenceValue } from '../../../src/domain/navigation';
import { referenceHref } from '../../../src/navigation/reference';
import { Img } from '../../../src/ui/Img';

export interface CategoryBannerButton {
  text?: string;
  top?: number;
  left?: number;
  textColor?: string;
  backgroundColor?: string;
  opacity?: number;
  reference?: ReferenceValue;
}

export interface CategoryBannerData {
  image?: MediaValue;
  imageAlt?: string;
  logo?: MediaValue;
  logoAlt?: string;
  logoTop?: number;
  logoLeft?: number;
  buttons?: CategoryBannerButton[];
}

const pct = (n: number | undefined) => `${Math.min(100, Math.max(0, n ?? 0))}%`;

/** A category banner: image, logo placed by percent, and buttons placed by percent. */
export default function CategoryBanner({ data }: TasticProps<CategoryBannerData>) {
  if (!data.image?.media?.file) return null;
  return (
    <div className="category-banner">
      <Img
        className="category-banner__image"
        src={data.image.media.file}
        alt={data.imageAlt ?? data.image.title ?? ''}
        width={data.image.media.width}
        height={data.image.media.height}
      />
      {data.logo?.media?.file ? (
        <Img
          className="category-banner__logo"
          src={data.logo.media.file}
          alt={data.logoAlt ?? ''}
          style={{ top: pct(data.logoTop), left: pct(data.logoLeft) }}
        />
      ) : null}
      {(data.buttons ?? [])
        .filter((b) => b.text && b.reference)
        .map((b, i) => (
          <a
            key={i}
            className="category-banner__button"
            href={referenceHref(b.reference)}
            style={{
              top: pct(b.top),
              left: pct(b.left),
              color: b.textColor,
              backgroundColor: b.backgroundColor,
              opacity: b.opacity === undefined ? undefined : Math.min(1, Math.max(0, b.opacity / 100)),
            }}
          >
            {b.text}
          </a>
        ))}
    </div>
  );
}
