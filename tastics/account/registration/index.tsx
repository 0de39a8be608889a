import type { TasticProps } from '../../../src/shop/registry';
import { RegistrationView, type RegistrationData } from '../../../src/organisms/account/Registration';

export default function Registration({ data }: TasticProps<RegistrationData>) {
  return <RegistrationView headline={data.headline} showLoyalty={data.showLoyalty ?? true} />;
}
