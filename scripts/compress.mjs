/** Writes brotli and gzip copies of the built client assets, so they are served precompressed. */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = fileURLToPath(new URL('../dist/client/assets', import.meta.url));
let count = 0;
for (const name of readdirSync(dir)) {
  const file = path.join(dir, name);
  if (!/\.(js|css|svg|json|txt)$/.test(name) || statSync(file).size < 512) continue;
  const data = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
console.log(`compressed ${count} assets (brotli and gzip)`);
