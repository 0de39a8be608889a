import { useCallback, useEffect, useState, type ImgHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { altProblem } from '../content/media';
import { reportError } from '../tracking/report-error';

export type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt'> & {
  /** Required: a picture says what it shows, or '' where the text beside it does. */
  alt: string;
};

/**
 * The shop's <img>: an image whose address is a string must name its alt text ("Expected alt when a
 * string is passed via src!", reported where content lacks one), and one that cannot be loaded says
 * so in its place ("Image could not be loaded", storefront-browsing.md §8) at its size instead of a
 * broken picture, also when it failed before the page hydrated.
 */
export function Img({ alt, className, onError, width, height, ...img }: ImgProps) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const problem = altProblem(img.src, alt);
  useEffect(() => {
    if (problem) reportError(new Error(problem), { source: 'image', src: String(img.src) });
  }, [problem, img.src]);
  // A picture that failed before hydration fired its error event before React listened.
  const check = useCallback((element: HTMLImageElement | null) => {
    if (element?.complete && element.naturalWidth === 0) element.decode?.().catch(() => setFailed(true));
  }, []);
  if (failed) {
    const text = intl.formatMessage({ id: 'common.imageLoadFailed' });
    return (
      <span
        className={['image-failed', className].filter(Boolean).join(' ')}
        role="img"
        aria-label={alt ? `${alt}: ${text}` : text}
        style={width && height ? { aspectRatio: `${width} / ${height}` } : undefined}
      >
        {text}
      </span>
    );
  }
  return (
    <img
      {...img}
      alt={alt ?? ''}
      className={className}
      width={width}
      height={height}
      ref={check}
      onError={(event) => {
        onError?.(event);
        setFailed(true);
      }}
    />
  );
}
