/**
 * Requests Node.js refuses before any route sees them (issue 26, item 10): a 100 KB query string or a 20 KB
 * header answers 431 in the API's error shape, says the connection closes, and closes it cleanly (the client
 * reads the whole answer, then the end, not a reset), and the site goes on answering.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../src/shared/admin-messages';
import { ERROR_CODES } from '../../src/shared/schemas/common';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Sends `request` as raw bytes; answers what came back and how the connection ended. */
function raw(request: string): Promise<{ text: string; ending: 'end' | string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let ending = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
      // As a browser does once it has read an answer that says the connection closes: it closes its side too.
      const [head = '', body] = text.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1]);
      if (body !== undefined && Buffer.byteLength(body) >= length) socket.end();
    });
    socket.on('end', () => {
      ending ||= 'end';
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      ending ||= String(error.code);
    });
    socket.on('close', () => resolve({ text, ending }));
    socket.write(request);
  });
}

const parts = (text: string) => {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body };
};

describe('a request too large to read', () => {
  it.each([
    ['a 100 KB query string', `GET /blog?q=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: site\r\n\r\n`],
    ['a 20 KB header', `GET / HTTP/1.1\r\nHost: site\r\nX-Filler: ${'b'.repeat(20_000)}\r\n\r\n`],
  ])('%s answers 431 in the error shape and closes the connection cleanly', async (_, request) => {
    const { text, ending } = await raw(request);
    const answer = parts(text);
    expect(answer.status).toBe(431);
    expect(answer.head).toContain('connection: close');
    expect(answer.head).toContain('content-type: application/json');
    expect(JSON.parse(answer.body)).toEqual({ message: API_MESSAGES.headersTooLarge, code: ERROR_CODES.tooLarge });
    expect(ending).toBe('end');
  });

  it('a request that is not HTTP answers 400 in the error shape; the next request is answered as usual', async () => {
    const answer = parts((await raw('HELLO THERE\r\n\r\n')).text);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ message: API_MESSAGES.unreadable, code: ERROR_CODES.validation });
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });
});
