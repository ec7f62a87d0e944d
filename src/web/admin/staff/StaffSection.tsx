import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Crown, MailPlus, RotateCw, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import type { z } from 'zod';
import { STAFF_WORDS as W } from '../../../shared/admin-words/staff';
import { atLeast, ROLE_WORDS, type Role, rolesManagedBy } from '../../../shared/roles';
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

const select =
  'rounded-lg border border-ink-900/15 bg-white px-2 py-1.5 text-sm text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-500';
const th = 'px-2 py-3 sm:px-4 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-ink-500 uppercase';

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
    defaultValues: { email: '', role: 'contributor' },
  });
  // What this person may give: an Editor invites and removes Authors and Contributors (issue 25).
  const managed = rolesManagedBy(me.role);
  const invite = form.handleSubmit(async ({ email, role }) => {
    try {
      await api.inviteStaff({ email, role });
      notify.success(W.invited(email));
      form.reset({ email: '', role });
      await refresh();
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.email) form.setError('email', { message: fields.email });
      else notify.error(W.inviteFailed);
    }
  });

  const changeRole = (id: string, who: string, role: Exclude<Role, 'owner'>) =>
    act.mutate(() => api.changeRole(id, role), {
      onSuccess: () => notify.success(W.roleChanged(who, ROLE_WORDS[role].name)),
      onError: (error) => notify.error(error instanceof Error && error.message ? error.message : W.roleChangeFailed),
    });

  const [heir, setHeir] = useState('');
  const [password, setPassword] = useState('');
  const handOver = async (event: React.FormEvent) => {
    event.preventDefault();
    const who = staff.data?.admins.find((a) => a._id === heir)?.name;
    if (!who || !(await confirm(W.handoverConfirm(who), { confirmLabel: W.handoverSubmit }))) return;
    try {
      await api.handOver(heir, password);
      notify.success(W.handedOver(who));
      // The back office is now an Administrator's: load it again as one.
      window.location.reload();
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : W.handoverFailed);
    }
  };

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
          <label className="flex flex-col gap-1.5 text-sm font-medium text-ink-900">
            {W.inviteRole}
            <select className={`${select} py-2.5`} {...form.register('role')}>
              {managed.map((role) => (
                <option key={role} value={role}>
                  {ROLE_WORDS[role].name}
                </option>
              ))}
            </select>
          </label>
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
          {/* A long address can make it scroll sideways: it takes focus, so that keys scroll it (axe). */}
          <div
            className="mt-6 overflow-x-auto rounded-2xl border border-ink-900/5 bg-white shadow-sm"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
          >
            <table aria-label={W.heading} className="w-full text-sm">
              <thead className="border-b border-ink-900/5 bg-slate-50">
                <tr>
                  <th scope="col" className={th}>
                    {W.name}
                  </th>
                  <th scope="col" className={`${th} max-sm:hidden`}>
                    {W.email}
                  </th>
                  <th scope="col" className={th}>
                    {W.role}
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
                    <td className="px-2 sm:px-4 py-3 font-medium break-words text-ink-900">
                      {person.name}
                      {person._id === me._id && <span className="ml-1 text-ink-500">({W.you})</span>}
                      {/* On a phone the address goes under the name, so the role keeps its room. */}
                      <span className="block text-xs font-normal [overflow-wrap:anywhere] text-ink-500 sm:hidden">
                        {person.email}
                      </span>
                    </td>
                    <td className="px-2 sm:px-4 py-3 [overflow-wrap:anywhere] text-ink-700 max-sm:hidden">
                      {person.email}
                    </td>
                    <td className="px-2 sm:px-4 py-3 whitespace-nowrap text-ink-700">
                      {atLeast(me.role, 'administrator') && person.role !== 'owner' ? (
                        <select
                          aria-label={W.roleOf(person.name)}
                          className={select}
                          value={person.role}
                          disabled={act.isPending}
                          onChange={(event) =>
                            changeRole(person._id, person.name, event.target.value as Exclude<Role, 'owner'>)
                          }
                        >
                          {rolesManagedBy(me.role).map((role) => (
                            <option key={role} value={role}>
                              {ROLE_WORDS[role].name}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <span title={ROLE_WORDS[person.role].does}>{ROLE_WORDS[person.role].name}</span>
                      )}
                    </td>
                    <td className="px-2 sm:px-4 py-3 whitespace-nowrap text-ink-700 max-sm:hidden">
                      {person.lastSignInAt ? when(person.lastSignInAt) : W.never}
                    </td>
                    <td className="px-2 sm:px-4 py-3 max-sm:hidden">
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                          person.twoFactor ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-ink-700'
                        }`}
                      >
                        {person.twoFactor ? W.on : W.off}
                      </span>
                    </td>
                    <td className="px-2 sm:px-4 py-2 text-right">
                      {staff.data.admins.length > 1 &&
                        person.role !== 'owner' &&
                        (person._id === me._id || managed.includes(person.role)) && (
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
                      <p className="font-medium [overflow-wrap:anywhere] text-ink-900">
                        {invitation.email}
                        <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-ink-700">
                          {ROLE_WORDS[invitation.role].name}
                        </span>
                      </p>
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

          {me.role === 'owner' && staff.data.admins.length > 1 && (
            <Panel className="mt-8">
              <h2 className="flex items-center gap-2 text-lg font-semibold text-ink-900">
                <Crown aria-hidden="true" className="size-5 text-amber-500" />
                {W.handoverTitle}
              </h2>
              <p className="mt-1 text-sm text-ink-500">{W.handoverIntro}</p>
              <form onSubmit={handOver} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
                <label className="flex flex-col gap-1.5 text-sm font-medium text-ink-900">
                  {W.handoverTo}
                  <select
                    required
                    className={`${select} py-2.5`}
                    value={heir}
                    onChange={(e) => setHeir(e.target.value)}
                  >
                    <option value="">{W.handoverChoose}</option>
                    {staff.data.admins
                      .filter((a) => a._id !== me._id)
                      .map((a) => (
                        <option key={a._id} value={a._id}>
                          {a.name} ({a.email})
                        </option>
                      ))}
                  </select>
                </label>
                <TextField
                  label={W.handoverPassword}
                  type="password"
                  autoComplete="current-password"
                  required
                  className="flex-1"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
                <button type="submit" className="btn-primary" disabled={!heir || !password}>
                  {W.handoverSubmit}
                </button>
              </form>
            </Panel>
          )}

          <h2 className="mt-8 mb-3 text-lg font-semibold text-ink-900">{W.rolesHelp}</h2>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {Object.values(ROLE_WORDS).map(({ name, does }) => (
              <div key={name} className="rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-ink-900/5">
                <dt className="font-semibold text-ink-900">{name}</dt>
                <dd className="mt-1 text-ink-600">{does}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </>
  );
}
