import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageAssets } from '../../web/entry-server';

const CLIENT_ENTRY = 'src/web/entry-client.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The hashed script and style files of the client entry, from Vite's build manifest. */
export function readClientAssets(clientDir: string): PageAssets | null {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) return null;
  const scripts = [entry.file, ...(entry.imports ?? []).map((key) => manifest[key]?.file).filter(Boolean)] as string[];
  return { scripts: scripts.map((f) => `/${f}`), styles: (entry.css ?? []).map((f) => `/${f}`) };
}
