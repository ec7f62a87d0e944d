/**
 * Failed blocks for the browser tests. Public pages fetch nothing in the browser (docs/decisions/024), so
 * a test cannot fail a block by intercepting the browser's calls. With `TEST_FAULTS=true` (never in
 * production: config.ts refuses it), a page request may carry `x-test-faults`, a JSON object from API paths
 * to what the server render gets for them instead of the real answer: a status (an error with the API's
 * error body) or any other JSON value (that body, with 200). Only that request's render sees them, and its
 * page is never kept in the cache.
 *
 *   x-test-faults: {"/api/stats": 500, "/api/product": []}
 */
import type { TransportResponse } from '../../web/api/client';

export const TEST_FAULTS_HEADER = 'x-test-faults';

export type Faults = ReadonlyMap<string, TransportResponse>;

/** The faults a header names, or null when it is not a JSON object of API paths. */
export function parseFaults(header: string): Faults | null {
  let value: unknown;
  try {
    value = JSON.parse(header);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const faults = new Map<string, TransportResponse>();
  for (const [path, answer] of Object.entries(value)) {
    if (!path.startsWith('/api/')) return null;
    faults.set(
      path,
      typeof answer === 'number' && answer >= 400 && answer < 600
        ? { status: answer, body: { message: `Test fault: ${answer}`, code: 'TEST_FAULT' } }
        : { status: 200, body: answer },
    );
  }
  return faults;
}
