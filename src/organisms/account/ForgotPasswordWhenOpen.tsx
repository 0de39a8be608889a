import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { forgotPasswordOpenAtom } from '../../state/user';

// The forgot-password form (react-hook-form, zod) loads when the shopper opens it, not with the page that offers it.
const ForgotPasswordModal = lazy(() => import('./ForgotPasswordModal').then((m) => ({ default: m.ForgotPasswordModal })));

/** The forgot-password modal, rendered (and its code loaded) once the shopper opens it. */
export function ForgotPasswordWhenOpen() {
  const open = useAtomValue(forgotPasswordOpenAtom);
  return open ? (
    <Suspense fallback={null}>
      <ForgotPasswordModal />
    </Suspense>
  ) : null;
}
