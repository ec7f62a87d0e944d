import { CircleCheck, Pencil } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ADMIN_OUTCOMES } from '../../../shared/admin-messages';
import { CONTACT_INFO_WORDS as W } from '../../../shared/admin-words/singles';
import { CONTACT_INFO_BANNER_MS } from '../../../shared/limits';
import { Panel, SectionHeader } from '../components/SectionHeader';
import { ErrorState, LoadingState } from '../components/States';
import { useContactInfo } from './api';
import { ContactInfoForm } from './ContactInfoForm';
import { ContactInfoView } from './ContactInfoView';

/**
 * 'Contact Info': the details, with 'Edit' switching to the form; with none saved yet, the create form.
 * A saved change shows a banner for CONTACT_INFO_BANNER_MS (SPEC 4, 9).
 */
export default function ContactInfoSection() {
  const info = useContactInfo();
  const [editing, setEditing] = useState(false);
  // A new object each time, so a second save within the 3 s starts the timer again.
  const [banner, setBanner] = useState<{ text: string } | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), CONTACT_INFO_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const record = info.data ?? null;
  const showForm = info.isSuccess && (editing || !record);

  return (
    <>
      <SectionHeader title={W.heading} intro={W.intro}>
        {record && !editing && (
          <button type="button" className="btn-primary py-2.5" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            {W.edit}
          </button>
        )}
      </SectionHeader>
      {/* Always present, so that the banner is announced when it appears. */}
      <div role="status" className="empty:hidden mb-6">
        {banner && (
          <p className="flex items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
            {banner.text}
          </p>
        )}
      </div>
      {info.isPending ? (
        <LoadingState text={W.loading} />
      ) : info.isError ? (
        <ErrorState title={W.loadFailed} onRetry={() => void info.refetch()} />
      ) : (
        <Panel>
          {showForm ? (
            <ContactInfoForm
              record={record}
              {...(record ? { onCancel: () => setEditing(false) } : {})}
              onSaved={(created) => {
                setEditing(false);
                setBanner({ text: created ? ADMIN_OUTCOMES.contactInfoCreated : ADMIN_OUTCOMES.contactInfoUpdated });
              }}
            />
          ) : (
            record && <ContactInfoView info={record} />
          )}
        </Panel>
      )}
    </>
  );
}
