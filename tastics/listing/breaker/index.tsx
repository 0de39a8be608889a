import type { TasticProps } from '../../../src/shop/registry';
import { Breaker, type BreakerData } from '../../../src/organisms/listing/Breaker';

/** A breaker slider as a block of its own (the product list also places breakers inside its grid). */
export default function BreakerTastic({ data }: TasticProps<BreakerData>) {
  return <Breaker data={data} />;
}
