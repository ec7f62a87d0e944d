import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AssetResolver, PageAssets } from '../../web/entry-server';

const CLIENT_ENTRY = 'src/web/entry-client.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A chunk's file, its CSS, and every chunk it imports, transitively. */
function collect(manifest: Manifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const nested = (chunk.imports ?? []).map((k) => collect(manifest, k, seen));
  return {
    js: [chunk.file, ...nested.flatMap((n) => n.js)],
    css: [...(chunk.css ?? []), ...nested.flatMap((n) => n.css)],
  };
}

const rooted = (files: string[]) => [...new Set(files)].map((f) => `/${f}`);

/** Reads Vite's build manifest; without a build, pages render with no scripts or styles. */
export function readClientAssets(clientDir: string): AssetResolver {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const main = collect(manifest, CLIENT_ENTRY);
  // With one stylesheet for the whole site (cssCodeSplit off), Vite lists it on its own, not on the entry.
  const sheet = manifest['style.css']?.file;
  if (sheet) main.css.push(sheet);
  const entry: PageAssets = {
    scripts: rooted(main.js.slice(0, 1)),
    styles: rooted(main.css),
    preload: rooted(main.js.slice(1)),
  };
  const cache = new Map<string, PageAssets>();
  return {
    entry,
    forSources(sources) {
      const key = sources.join('|');
      let assets = cache.get(key);
      if (!assets) {
        const seen = new Set<string>([CLIENT_ENTRY]);
        const chunks = sources.map((s) => collect(manifest, s, seen));
        const preload = rooted([...main.js.slice(1), ...chunks.flatMap((c) => c.js)]);
        const styles = rooted([...main.css, ...chunks.flatMap((c) => c.css)]);
        assets = { scripts: entry.scripts, styles, preload };
        cache.set(key, assets);
      }
      return assets;
    },
  };
}
