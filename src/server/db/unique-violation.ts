/** A write refused by a unique index (PostgreSQL's 23505), however deep the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | null; e && typeof e === 'object'; ) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}
