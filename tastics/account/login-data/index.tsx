import type { TasticProps } from '../../../src/shop/registry';
import { LoginDataView } from '../../../src/organisms/account/LoginData';

export default function LoginData(_props: TasticProps) {
  return <LoginDataView />;
}
