import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** One slide of a carousel (the WAI-ARIA carousel pattern): a group named "slide n of count". */
export function CarouselSlide({
  index,
  count,
  className,
  onFocus,
  children,
}: {
  index: number;
  count: number;
  className: string;
  onFocus?: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    // biome-ignore lint/a11y/useSemanticElements: each slide is a group of the carousel pattern, not a fieldset
    <div
      className={className}
      role="group"
      aria-roledescription="slide"
      aria-label={intl.formatMessage({ id: 'slider.slide' }, { index: index + 1, count })}
      onFocus={onFocus}
    >
      {children}
    </div>
  );
}
