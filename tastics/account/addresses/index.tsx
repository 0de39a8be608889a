import type { TasticProps } from '../../../src/page/registry';
import { AddressesView } from '../../../src/organisms/account/Addresses';

export default function Addresses(_props: TasticProps) {
  return <AddressesView />;
}
