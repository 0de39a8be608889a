import type { TasticProps } from '../../../src/shop/registry';
import { TeaserBox, type TeaserBoxData } from '../../../src/organisms/listing/TeaserBox';

/** Teaser boxes as a block of their own (the product list also places them inside its grid). */
export default function TeaserBoxTastic({ data }: TasticProps<TeaserBoxData>) {
  return <TeaserBox data={data} />;
}
