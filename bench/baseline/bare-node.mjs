/**
 * The fastest a Node.js HTTP server can answer (bench/nginx.bench.test.ts): Node's own `http` module, answering
 * each path from memory with bytes and headers given as a JSON file, and nothing else. Usage:
 * `node bare-node.mjs ANSWERS.json PORT`, where ANSWERS.json maps a path to `{ headers, file }`.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [answersFile, port] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(answersFile, 'utf8'))).map(([path, { headers, file }]) => [
    path,
    { headers: Object.entries(headers).flat(), body: readFileSync(file) },
  ]),
);
createServer((request, response) => {
  const answer = answers.get(request.url);
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, answer.headers);
  response.end(answer.body);
}).listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
