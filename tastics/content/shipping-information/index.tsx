import type { TasticProps } from '../../../src/shop/registry';
import { ShippingInformation } from '../../../src/organisms/content/ShippingInformation';

export interface ShippingInformationData {
  /** Show the project configuration's shipping headline above the entries. */
  showHeadline?: boolean;
}

/** "Shipping information block: optional headline plus accordion of headline/text pairs from project configuration, translated." */
export default function ShippingInformationTastic({ data }: TasticProps<ShippingInformationData>) {
  return <ShippingInformation showHeadline={data.showHeadline !== false} />;
}
