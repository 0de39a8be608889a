import { useIntl } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import { HOMEPAGE_SLIDER_AUTOPLAY_MS, HOMEPAGE_SLIDER_SPACING_PX } from '../../../src/config/constants';
import { hasTeaserMedia, Teaser, type TeaserData } from '../../../src/organisms/content/Teaser';
import { Slider } from '../../../src/ui/Slider';

export interface HomepageSliderData {
  headline?: string;
  slides?: TeaserData[];
  /** Space of 20px between slides. */
  spacing?: boolean;
  autoplay?: boolean;
}

/**
 * The start page's slider (storefront-browsing.md §2): teasers that advance every 4000 ms, pause while
 * hovered or focused (and under reduced motion), with a slide spacing of 20 when enabled. The first
 * slide's image is the page's largest: loaded eagerly.
 */
export default function HomepageSlider({ data, tasticId }: TasticProps<HomepageSliderData>) {
  const intl = useIntl();
  const slides = (data.slides ?? []).filter(hasTeaserMedia);
  if (!slides.length) return null;
  return (
    <section className="homepage-slider">
      {data.headline ? <h2 className="homepage-slider__headline">{data.headline}</h2> : null}
      <Slider
        label={data.headline || intl.formatMessage({ id: 'content.slider.label' })}
        slides={slides.map((slide, i) => <Teaser key={i} data={{ ...slide, preload: i === 0 || slide.preload }} id={`${tasticId}-slide-${i + 1}`} />)}
        loop
        pagination
        spacing={data.spacing ? HOMEPAGE_SLIDER_SPACING_PX : 0}
        autoplayMs={data.autoplay === false ? 0 : HOMEPAGE_SLIDER_AUTOPLAY_MS}
        stepBy="slide"
        previousLabel={intl.formatMessage({ id: 'content.slider.previous' })}
        nextLabel={intl.formatMessage({ id: 'content.slider.next' })}
      />
    </section>
  );
}
