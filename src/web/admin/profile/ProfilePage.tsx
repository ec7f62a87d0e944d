import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { ADMIN_FRAME } from '../../../shared/admin-messages';
import { PROFILE_WORDS as W } from '../../../shared/admin-words/profile';
import type { AdminProfile } from '../../../shared/schemas/auth';
import { Panel, SectionHeader } from '../components/SectionHeader';
import { StandalonePage } from '../layout/StandalonePage';
import { EmailForm } from './EmailForm';
import { MailsForm } from './MailsForm';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';
import { SessionsPanel } from './SessionsPanel';
import { TwoFactorPanel } from './TwoFactorPanel';

/** /ProfilePage, the avatar's target: your name, your password, and where you are signed in. */
export function ProfilePage() {
  const [admin, setAdmin] = useState(useLoaderData() as AdminProfile);
  return (
    <StandalonePage>
      <SectionHeader title={ADMIN_FRAME.profileTitle} />
      <Panel>
        <h2 className="mb-5 text-lg font-semibold text-ink-900">{W.detailsTitle}</h2>
        <NameForm admin={admin} onSaved={setAdmin} />
      </Panel>
      <Panel className="mt-6">
        <h2 className="mb-3 text-lg font-semibold text-ink-900">{W.mailsTitle}</h2>
        <MailsForm admin={admin} onSaved={setAdmin} />
      </Panel>
      <Panel className="mt-6">
        <h2 className="mb-3 text-lg font-semibold text-ink-900">{W.emailTitle}</h2>
        <EmailForm />
      </Panel>
      <Panel className="mt-6">
        <h2 className="mb-5 text-lg font-semibold text-ink-900">{W.passwordTitle}</h2>
        <PasswordForm />
      </Panel>
      <TwoFactorPanel />
      <SessionsPanel />
    </StandalonePage>
  );
}
