/** Checks every answer must pass, whatever was sent: the error shape of API.md and the security headers. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Not a 5xx; a 4xx carries `{ message, code, fields? }` and nothing else; every answer the security headers. */
export function expectSoundAnswer(res: LightMyRequestResponse, label: string) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expectSecurityHeaders(res, label);
  if (res.statusCode >= 400) expectErrorShape(res, label);
}

export function expectErrorShape(res: LightMyRequestResponse, label: string) {
  expect(String(res.headers['content-type']), label).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(typeof body.message, `${label}: ${res.body}`).toBe('string');
  expect(body.code, `${label}: ${res.body}`).toMatch(/^[A-Z_]+$/);
  expect(String(body.code), label).not.toMatch(/^FST_/);
  expect(
    Object.keys(body).filter((key) => !['message', 'code', 'fields'].includes(key)),
    label,
  ).toEqual([]);
  if (body.fields !== undefined) {
    for (const value of Object.values(body.fields as Record<string, unknown>))
      expect(typeof value, label).toBe('string');
  }
}

export function expectSecurityHeaders(res: LightMyRequestResponse, label: string) {
  expect(String(res.headers['content-security-policy']), label).toContain("default-src 'self'");
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['x-frame-options'], label).toBe('SAMEORIGIN');
  expect(res.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
}
