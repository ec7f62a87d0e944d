import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { AUTH_MESSAGES, AUTH_WORDS } from '../../../shared/admin-messages';
import { AuthLayout } from './AuthLayout';

export function SuccessPage() {
  return (
    <AuthLayout title={AUTH_MESSAGES.successTitle}>
      <div className="space-y-6">
        <CircleCheck aria-hidden="true" className="size-14 text-emerald-600" />
        <p className="text-lg text-ink-700">{AUTH_MESSAGES.successText}</p>
        <Link to="/login" className="btn-primary w-full rounded-lg">
          {AUTH_WORDS.continue}
        </Link>
      </div>
    </AuthLayout>
  );
}
