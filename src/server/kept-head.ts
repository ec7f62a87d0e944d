/**
 * The head of an answer kept in memory (front-door.ts), written once. Node's writeHead checks each header's name and
 * value with two regular expressions and joins them into the head, on every answer: for the 17 headers of a kept
 * answer that is about an eighth of a bare Node.js server's time per answer. A kept answer's head is worked out
 * once, and its Date and Connection lines once a second (docs/decisions/032).
 */
import { type IncomingMessage, ServerResponse, STATUS_CODES } from 'node:http';

/**
 * The status line and headers of a kept answer: as Node's writeHead takes them (name, value, name, value), and as
 * it writes them (one string), worked out once.
 */
export interface KeptHead {
  status: number;
  list: string[];
  text: string;
  /** The head as last sent, and the socket lines it was sent with (sentHead). */
  sent: string | Buffer;
  sentWith: string;
}

/** The head of an answer with `status` and `headers`. */
export function keptHead(status: number, headers: Readonly<Record<string, string>>): KeptHead {
  const list = Object.entries(headers).flat();
  let text = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'unknown'}\r\n`;
  for (let i = 0; i < list.length; i += 2) text += `${list[i]}: ${list[i + 1]}\r\n`;
  return { status, list, text, sent: '', sentWith: '' };
}

/**
 * What Node's `http` module keeps on a ServerResponse to write its head (lib/_http_outgoing.js, _http_server.js):
 * not part of its documented API, so `canWriteHeads` checks it is there before the door relies on it.
 */
interface ResponseState {
  _header: string | Buffer | null;
  _headerSent: boolean;
  _hasBody: boolean;
  _defaultKeepAlive: boolean;
  _keepAliveTimeout: number;
  _maxRequestsPerSocket: number;
  _expect_continue: boolean;
  maxRequestsOnConnectionReached: boolean;
  shouldKeepAlive: boolean;
  sendDate: boolean;
}

/** Node's ServerResponse keeps its head as the door expects (checked once, on a response to no request). */
const canWriteHeads = (() => {
  const probe = new ServerResponse({
    method: 'GET',
    httpVersionMajor: 1,
    httpVersionMinor: 1,
    headers: {},
  } as IncomingMessage) as unknown as ResponseState;
  return (
    probe._header === null &&
    probe._headerSent === false &&
    probe._hasBody === true &&
    probe._defaultKeepAlive === true &&
    probe._expect_continue === false &&
    probe.shouldKeepAlive === true &&
    probe.sendDate === true
  );
})();

let linesKeepAlive = -1;
let socketLines = '';

/**
 * The lines Node adds to a kept-alive answer's head: its Date and Connection lines. Kept until the second ends, as
 * Node keeps its Date line; the same string until then, so a head can tell it has them already.
 */
function currentSocketLines(keepAliveTimeout: number): string {
  if (socketLines === '' || keepAliveTimeout !== linesKeepAlive) {
    const now = Date.now();
    linesKeepAlive = keepAliveTimeout;
    const keepAlive = keepAliveTimeout ? `Keep-Alive: timeout=${Math.floor(keepAliveTimeout / 1000)}\r\n` : '';
    socketLines = `Date: ${new Date(now).toUTCString()}\r\nConnection: keep-alive\r\n${keepAlive}\r\n`;
    setTimeout(
      () => {
        socketLines = '';
      },
      1000 - (now % 1000),
    ).unref();
  }
  return socketLines;
}

/**
 * The whole head of `head` as sent now, made once a second: bytes when a body follows (Node writes them as they are,
 * with no encoding), text for a 304 (Node joins the head of an answer without a body to an empty string).
 */
function sentHead(head: KeptHead, keepAliveTimeout: number): string | Buffer {
  const lines = currentSocketLines(keepAliveTimeout);
  if (head.sentWith !== lines) {
    const text = head.text + lines;
    head.sent = head.status === 304 ? text : Buffer.from(text, 'latin1');
    head.sentWith = lines;
  }
  return head.sent;
}

const end = (response: ServerResponse, body: Buffer | undefined) => (body ? response.end(body) : response.end());

/**
 * Sends a kept answer, and says whether its head was written here. On a kept-alive HTTP/1.1 connection (every
 * browser's), the head worked out once is given to Node as its writeHead would have left it, with Node's Date and
 * Connection lines (the same bytes: tests/api/front-door.test.ts compares them). Anything else (HTTP/1.0, a request
 * to close, a connection at its request limit, an `Expect: 100-continue`) goes through writeHead.
 */
export function sendKept(request: IncomingMessage, response: ServerResponse, head: KeptHead, body?: Buffer): boolean {
  const state = response as unknown as ResponseState;
  if (
    canWriteHeads &&
    request.httpVersion === '1.1' &&
    state.shouldKeepAlive &&
    !state.maxRequestsOnConnectionReached &&
    !state._expect_continue &&
    state._defaultKeepAlive &&
    state.sendDate &&
    state._header === null &&
    !(state._maxRequestsPerSocket > 0)
  ) {
    response.statusCode = head.status;
    // As writeHead does for a 304: no body, whatever end() is given.
    if (head.status === 304) state._hasBody = false;
    state._header = sentHead(head, state._keepAliveTimeout);
    state._headerSent = false;
    end(response, body);
    return true;
  }
  response.writeHead(head.status, head.list);
  end(response, body);
  return false;
}
