import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { PROFILE_WORDS as W } from '../../../shared/admin-words/profile';
import type { AdminProfile } from '../../../shared/schemas/auth';
import { api } from '../lib/api';
import { notify } from '../lib/notify';

/** Whether each contact message is e-mailed to you: saved as soon as it is ticked or cleared. */
export function MailsForm({ admin, onSaved }: { admin: AdminProfile; onSaved: (admin: AdminProfile) => void }) {
  const id = useId();
  const save = useMutation({ mutationFn: api.updateProfile });
  const change = (notifyContact: boolean) =>
    save.mutate(
      { notifyContact },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          notify.success(saved.notifyContact ? W.notifyOn : W.notifyOff);
        },
        onError: () => notify.error(W.notifyFailed),
      },
    );
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={admin.notifyContact}
        disabled={save.isPending}
        onChange={(event) => change(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4 accent-brand-600"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink-900">
          {W.notifyContact}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-500">
          {W.notifyContactHint}
        </p>
      </div>
    </div>
  );
}
