import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailPlus, RotateCw, Trash2, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import type { z } from 'zod';
import { STAFF_WORDS as W } from '../../../shared/admin-words/staff';
import type { AdminProfile } from '../../../shared/schemas/auth';
import { type InvitationInput, invitationInput } from '../../../shared/schemas/staff';
import { TextField } from '../../components/TextField';
import { useConfirm } from '../components/ConfirmDialog';
import { IconButton } from '../components/IconButton';
import { Panel, SectionHeader } from '../components/SectionHeader';
import { ErrorState, LoadingState } from '../components/States';
import { when } from '../history/HistoryDialog';
import { api } from '../lib/api';
import { fieldErrors } from '../lib/errors';
import { notify } from '../lib/notify';
import { queryKeys } from '../lib/query';

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-ink-500 uppercase';

/** Staff (issue 13): who can sign in, invitations by e-mail (resent or revoked), and removing an administrator. */
export default function StaffSection() {
  const me = useLoaderData() as AdminProfile;
  const client = useQueryClient();
  const confirm = useConfirm();
  const staff = useQuery({ queryKey: queryKeys.staff, queryFn: api.staff });
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.staff });
  const act = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSettled: refresh,
  });
  const run = (work: () => Promise<unknown>, done: string) =>
    act.mutate(work, { onSuccess: () => notify.success(done), onError: () => notify.error(W.actionFailed) });

  const form = useForm<InvitationInput, unknown, z.output<typeof invitationInput>>({
    resolver: zodResolver(invitationInput),
    defaultValues: { email: '' },
  });
  const invite = form.handleSubmit(async ({ email }) => {
    try {
      await api.inviteStaff({ email });
      notify.success(W.invited(email));
      form.reset({ email: '' });
      await refresh();
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.email) form.setError('email', { message: fields.email });
      else notify.error(W.inviteFailed);
    }
  });

  const remove = async (id: string, who: string) => {
    if (!(await confirm(W.removeConfirm(who), { confirmLabel: W.removeLabel }))) return;
    act.mutate(() => api.removeAdmin(id), {
      onSuccess: () => notify.success(W.removed),
      onError: (error) => notify.error(error instanceof Error && error.message ? error.message : W.removeFailed),
    });
  };

  return (
    <>
      <SectionHeader title={W.heading} intro={W.intro} />
      <Panel>
        <h2 className="text-lg font-semibold text-ink-900">{W.inviteTitle}</h2>
        <form noValidate onSubmit={invite} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label={W.inviteEmail}
            type="email"
            autoComplete="off"
            hint={W.inviteHint}
            className="flex-1"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <button type="submit" className="btn-primary sm:mt-7" disabled={form.formState.isSubmitting}>
            <MailPlus aria-hidden="true" className="size-4" />
            {form.formState.isSubmitting ? W.inviting : W.invite}
          </button>
        </form>
      </Panel>

      {staff.isPending ? (
        <LoadingState text={W.loading} />
      ) : staff.isError ? (
        <ErrorState title={W.loadFailed} />
      ) : (
        <>
          <div className="mt-6 overflow-hidden rounded-2xl border border-ink-900/5 bg-white shadow-sm">
            <table aria-label={W.heading} className="w-full text-sm">
              <thead className="border-b border-ink-900/5 bg-slate-50">
                <tr>
                  <th scope="col" className={th}>
                    {W.name}
                  </th>
                  <th scope="col" className={th}>
                    {W.email}
                  </th>
                  <th scope="col" className={`${th} max-sm:hidden`}>
                    {W.lastSignIn}
                  </th>
                  <th scope="col" className={`${th} max-sm:hidden`}>
                    {W.twoFactor}
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    {W.actions}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-900/5">
                {staff.data.admins.map((person) => (
                  <tr key={person._id}>
                    <td className="px-4 py-3 font-medium break-words text-ink-900">
                      {person.name}
                      {person._id === me._id && <span className="ml-1 text-ink-500">({W.you})</span>}
                    </td>
                    <td className="px-4 py-3 [overflow-wrap:anywhere] text-ink-700">{person.email}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-ink-700 max-sm:hidden">
                      {person.lastSignInAt ? when(person.lastSignInAt) : W.never}
                    </td>
                    <td className="px-4 py-3 max-sm:hidden">
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                          person.twoFactor ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-ink-700'
                        }`}
                      >
                        {person.twoFactor ? W.on : W.off}
                      </span>
                    </td>
                    <td className="px-4 py-2 text-right">
                      {staff.data.admins.length > 1 && (
                        <IconButton
                          label={W.remove(person.name)}
                          tone="danger"
                          disabled={act.isPending}
                          onClick={() => remove(person._id, person.name)}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </IconButton>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <h2 className="mt-8 mb-3 text-lg font-semibold text-ink-900">{W.pendingHeading}</h2>
          {staff.data.invitations.length === 0 ? (
            <p className="text-sm text-ink-500">{W.pendingEmpty}</p>
          ) : (
            <ul
              aria-label={W.pendingHeading}
              className="divide-y divide-ink-900/5 rounded-2xl bg-white shadow-sm ring-1 ring-ink-900/5"
            >
              {staff.data.invitations.map((invitation) => {
                const expired = invitation.expiresAt !== null && Date.parse(invitation.expiresAt) < Date.now();
                return (
                  <li key={invitation._id} className="flex items-center justify-between gap-3 px-4 py-3">
                    <div className="min-w-0 text-sm">
                      <p className="font-medium [overflow-wrap:anywhere] text-ink-900">{invitation.email}</p>
                      <p className="text-ink-500">
                        {invitation.sentAt && W.sentAt(when(invitation.sentAt))}
                        {invitation.expiresAt &&
                          (expired ? `, ${W.expired}` : `, ${W.expiresAt(when(invitation.expiresAt))}`)}
                      </p>
                    </div>
                    <div className="flex shrink-0">
                      <IconButton
                        label={W.resend(invitation.email)}
                        disabled={act.isPending}
                        onClick={() => run(() => api.resendInvitation(invitation._id), W.resent(invitation.email))}
                      >
                        <RotateCw aria-hidden="true" className="size-4" />
                      </IconButton>
                      <IconButton
                        label={W.revoke(invitation.email)}
                        tone="danger"
                        disabled={act.isPending}
                        onClick={() => run(() => api.revokeInvitation(invitation._id), W.revoked)}
                      >
                        <X aria-hidden="true" className="size-4" />
                      </IconButton>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </>
  );
}
