import { useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import type { MediaValue } from '../../../src/domain/navigation';
import { HEADER_ELEMENT_FOLD_THRESHOLD_PX, HEADER_ELEMENT_FOLDED_HEIGHT_PX } from '../../../src/config/constants';
import { hasMedia } from '../../../src/content/media';
import { useBreakpoint } from '../../../src/hooks/useBreakpoint';
import { useIsomorphicLayoutEffect } from '../../../src/hooks/react-compat';
import { ContentMarkdown } from '../../../src/ui/content/ContentMarkdown';
import { ResponsiveImage } from '../../../src/ui/content/ResponsiveImage';

export interface HeaderElementData {
  /** The content source: the header's image. */
  contentSource?: MediaValue | null;
  imageAlt?: string;
  headline?: string;
  text?: string;
}

/** "mobile text folds to 24px with read more / less when taller than 20px" (storefront-browsing.md §2). */
export function shouldFold(mobile: boolean, textHeight: number): boolean {
  return mobile && textHeight > HEADER_ELEMENT_FOLD_THRESHOLD_PX;
}

/** The head of a landing page: an image (the content source) with a headline and a text; "needs content source and text". */
export default function HeaderElement({ data }: TasticProps<HeaderElementData>) {
  const bp = useBreakpoint();
  const mobile = bp === 'xs' || bp === 'sm';
  const text = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  useIsomorphicLayoutEffect(() => {
    if (text.current) setHeight(text.current.scrollHeight);
  }, [data.text, mobile]);
  if (!hasMedia(data.contentSource) || !data.text?.trim()) return null;
  const foldable = shouldFold(mobile, height);
  return (
    <header className="header-element">
      <ResponsiveImage image={data.contentSource} alt={data.imageAlt ?? ''} priority className="header-element__image" />
      <div className="header-element__body">
        {data.headline ? <h1 className="header-element__headline">{data.headline}</h1> : null}
        <div
          id={id}
          ref={text}
          className="header-element__text"
          style={foldable && !expanded ? { maxHeight: HEADER_ELEMENT_FOLDED_HEIGHT_PX, overflow: 'hidden' } : undefined}
        >
          <ContentMarkdown text={data.text} />
        </div>
        {foldable ? (
          <button
            type="button"
            className="btn btn--link header-element__toggle"
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => setExpanded(!expanded)}
          >
            <FormattedMessage id={expanded ? 'content.readLess' : 'content.readMore'} />
          </button>
        ) : null}
      </div>
    </header>
  );
}
