import type { TasticProps } from '../../../src/shop/registry';
import { AddressesView } from '../../../src/organisms/account/Addresses';

export default function Addresses(_props: TasticProps) {
  return <AddressesView />;
}
