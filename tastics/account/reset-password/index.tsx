import type { TasticProps } from '../../../src/shop/registry';
import { ResetPasswordView } from '../../../src/organisms/account/ResetPassword';
import { useAccountPageParams } from '../../../src/hooks/useAccountPage';
import { Spinner } from '../../../src/ui/Spinner';

/** Reads the token from the address (after hydration: the server renders without the query). */
export default function ResetPassword(_props: TasticProps) {
  const { params } = useAccountPageParams();
  if (!params) return <Spinner />;
  return <ResetPasswordView token={params.get('token')} />;
}
