/**
 * Errors as they may be logged: never a query's parameters (password hashes, tokens, codes, what a
 * visitor typed), never a database's detail line (`Key (email)=(...)`). Drizzle puts the parameters in
 * the message of a failed query (`Failed query: ...\nparams: ...`); node-postgres puts values in
 * `detail` and `where`. What is kept is enough to find the cause: type, SQL text, code, constraint, stack.
 */
const PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;

export function redactText(text: string | undefined): string | undefined {
  return text?.replace(PARAMS, '\nparams: [redacted]');
}

type Serialized = Record<string, unknown> & { type: string; message: string; stack: string };

/** Fields of an error that name what failed without carrying values. */
const KEPT = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'schema', 'routine', 'query'] as const;

export function safeError(error: unknown, depth = 0): Serialized {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const safe: Serialized = {
    type: error.constructor?.name ?? 'Error',
    message: redactText(error.message) ?? '',
    stack: redactText(error.stack) ?? '',
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const key of KEPT) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') safe[key] = value;
  }
  if (error.cause !== undefined && depth < 5) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}

/** One line for a console when the process fails to start: no parameters, no details. */
export function describeError(error: unknown): string {
  const safe = safeError(error);
  const lines = [safe.stack || safe.message];
  for (let cause = safe.cause as Serialized | undefined; cause; cause = cause.cause as Serialized | undefined) {
    lines.push(`caused by: ${cause.stack || cause.message}`);
  }
  return lines.join('\n');
}
