import type { TasticProps } from '../../../src/shop/registry';
import { Teaser, type TeaserData } from '../../../src/organisms/content/Teaser';

/** An image or video teaser with text boxes and buttons; nothing without an image or a video. */
export default function TeaserTastic({ data, tasticId }: TasticProps<TeaserData>) {
  return <Teaser data={data} id={tasticId} />;
}
