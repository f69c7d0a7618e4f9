import { useSearchParams } from 'react-router';
import { RequestResetForm } from './request-reset-form';
import { SetNewPasswordForm } from './set-new-password-form';

/** /reset-password asks for an e-mail; the e-mailed link (?token=…) opens the new-password form. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <SetNewPasswordForm token={token} /> : <RequestResetForm />;
}
