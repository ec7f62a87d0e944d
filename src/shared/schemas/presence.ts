import { z } from 'zod';

/** Who is editing what (issue 25): a heartbeat while a form is open, and who else has a record open. */
export const PRESENCE_HEARTBEAT_MS = 10_000;
/** A colleague not heard from for this long has left the form. */
export const PRESENCE_GONE_SECONDS = 30;

const recordType = z.string().regex(/^[a-z-]{2,40}$/, { error: 'Not a kind of record.' });

export const presenceInput = z.object({
  type: recordType,
  id: z.uuid({ error: 'Not a valid id.' }),
  /** The form was closed: forget it now rather than in 30 s. */
  leaving: z.boolean().optional(),
});
export type PresenceInput = z.infer<typeof presenceInput>;

export const presenceQuery = z.object({ type: recordType, id: z.uuid({ error: 'Not a valid id.' }).optional() });

export const presentColleague = z.object({
  /** The record they have open. */
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Since when they have had it open (ISO 8601). */
  since: z.string(),
});
export const presenceList = z.object({ others: z.array(presentColleague) });
export type PresenceList = z.infer<typeof presenceList>;
