import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { teamMemberInput } from '../../../shared/schemas/admin-inputs';
import type { TeamMember } from '../../../shared/schemas/content';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema';
import { chosenOrder } from '../chosen-order';
import { type Alts, altsOf, imageOf, versionedRecordOf } from '../records';

export const toTeamMember = (row: typeof teamMembers.$inferSelect, alts?: Alts): TeamMember => ({
  firstName: row.firstName,
  lastName: row.lastName,
  gender: row.gender,
  role: row.role,
  description: row.description,
  email: row.email,
  linkedin: row.linkedin,
  dribbble: row.dribbble,
  ...versionedRecordOf(row),
  ...imageOf(row, `Portrait of ${row.firstName} ${row.lastName}`.trim(), alts),
});

/** The columns a team form sets; a blank profile link is stored as none. */
export const teamMemberColumns = (input: z.output<typeof teamMemberInput>) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  gender: input.gender,
  role: input.role,
  description: input.description,
  email: input.email,
  linkedin: input.linkedin ?? null,
  dribbble: input.dribbble ?? null,
});

export async function listTeam(db: Db): Promise<TeamMember[]> {
  const rows = await db
    .select()
    .from(teamMembers)
    .orderBy(chosenOrder('team', teamMembers.id), asc(teamMembers.createdAt), asc(teamMembers.id));
  const alts = await altsOf(
    db,
    rows.map((row) => row.image),
  );
  return rows.map((row) => toTeamMember(row, alts));
}
