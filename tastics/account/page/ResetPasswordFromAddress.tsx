import { useAccountPageParams } from '../../../src/hooks/useAccountPage';
import { ResetPasswordView } from '../reset-password';

export function ResetPasswordFromAddress() {
  const { params } = useAccountPageParams();
  return params ? <ResetPasswordView token={params.get('token')} /> : null;
}
