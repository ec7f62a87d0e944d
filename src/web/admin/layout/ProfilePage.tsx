import { useLoaderData } from 'react-router';
import { ADMIN_FRAME } from '../../../shared/admin-messages';
import type { AdminProfile } from '../../../shared/schemas/auth';
import { Panel, SectionHeader } from '../components/SectionHeader';
import { SessionsPanel } from './SessionsPanel';
import { StandalonePage } from './StandalonePage';

/** /ProfilePage, the avatar's target: who is signed in (SPEC 2.1 does not show the screen). */
export function ProfilePage() {
  const admin = useLoaderData() as AdminProfile;
  return (
    <StandalonePage>
      <SectionHeader title={ADMIN_FRAME.profileTitle} />
      <Panel>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-ink-500">Name</dt>
            <dd className="mt-1 font-medium text-ink-900">{admin.name}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-500">Email</dt>
            <dd className="mt-1 font-medium text-ink-900">{admin.email}</dd>
          </div>
        </dl>
        <p className="mt-6 text-sm text-ink-500">
          To change your password, sign out and use “Forget Password” on the sign-in screen, or ask another
          administrator to run <code className="rounded bg-slate-100 px-1.5 py-0.5">npm run admin -- set-password</code>
          .
        </p>
      </Panel>
      <SessionsPanel />
    </StandalonePage>
  );
}
