import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { MediaValue } from '../../../src/domain/navigation';
import type { LogoHeights } from '../../../src/config/projects';

/** Logo heights per breakpoint as CSS variables: a missing breakpoint inherits the one below. */
export function logoHeightVars(h: LogoHeights): CSSProperties {
  const sm = h.sm ?? h.xs;
  const md = h.md ?? sm;
  const lg = h.lg ?? md;
  return { '--logo-h-xs': `${h.xs}px`, '--logo-h-sm': `${sm}px`, '--logo-h-md': `${md}px`, '--logo-h-lg': `${lg}px` } as CSSProperties;
}

/** Letters of the name's longest word: a phone's header sizes the text logo so that it fits (listing.css). */
const longestWord = (name: string) => Math.max(1, ...name.split(/\s+/).map((word) => word.length));

export function Logo({ logo, alt, shopName, homeHref }: { logo?: MediaValue; alt?: string; shopName: string; homeHref: string }) {
  const intl = useIntl();
  return (
    <a className="header__logo" href={homeHref} aria-label={intl.formatMessage({ id: 'navigation.home' })}>
      {logo?.media?.file ? (
        <img src={logo.media.file} alt={alt ?? shopName} width={logo.media.width} height={logo.media.height} />
      ) : (
        <span className="header__logo-text" style={{ '--logo-chars': longestWord(shopName) } as CSSProperties}>
          {shopName}
        </span>
      )}
    </a>
  );
}
