type Who = { adminEmail: string | null; adminName: string | null };

/** Who did it, from the copy kept with a revision, a deleted record or an activity entry; null for the site itself. */
export const adminFrom = (row: Who) =>
  row.adminEmail ? { email: row.adminEmail, name: row.adminName ?? row.adminEmail } : null;
