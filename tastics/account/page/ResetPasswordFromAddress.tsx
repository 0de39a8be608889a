import { useAccountPageParams } from '../../../src/hooks/useAccountPage';
import { ResetPasswordView } from '../../../src/organisms/account/ResetPassword';

export function ResetPasswordFromAddress() {
  const { params } = useAccountPageParams();
  return params ? <ResetPasswordView token={params.get('token')} /> : null;
}
