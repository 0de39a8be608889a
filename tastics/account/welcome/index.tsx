import type { TasticProps } from '../../../src/shop/registry';
import { WelcomeView, type WelcomeData } from '../../../src/organisms/account/Welcome';

export default function Welcome({ data }: TasticProps<WelcomeData>) {
  return <WelcomeView text={data.text} />;
}
