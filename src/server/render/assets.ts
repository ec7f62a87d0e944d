import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AssetResolver, PageAssets } from '../../web/entry-server';

const CLIENT_ENTRY = 'src/web/entry-client.tsx';
/** The public pages' stylesheet (only their classes); the back office's comes with its entry. */
const PUBLIC_STYLES = 'src/web/public.css';

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

/** The module every public page loads, and where the island modules are (src/web/islands/<name>.ts). */
const SITE_MODULE = 'src/web/islands/site.ts';
const islandSource = (name: string) => `src/web/islands/${name}.ts`;

/** Reads Vite's build manifest; without a build, pages render with no scripts or styles. */
export function readClientAssets(clientDir: string): AssetResolver {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const sheet = manifest[PUBLIC_STYLES]?.file;
  const styles = rooted(sheet ? [sheet] : []);
  const app = collect(manifest, CLIENT_ENTRY);
  const admin: PageAssets = {
    scripts: rooted(app.js.slice(0, 1)),
    styles: rooted(app.css),
    preload: rooted(app.js.slice(1)),
  };
  const cache = new Map<string, PageAssets>();
  return {
    admin,
    publicPage(islands) {
      const key = islands.join('|');
      let assets = cache.get(key);
      if (!assets) {
        // Only islands the build has: a name in the markup is never a path to fetch by itself.
        const sources = [SITE_MODULE, ...islands.map(islandSource)].filter((source) => manifest[source]);
        const chunks = sources.map((source) => collect(manifest, source));
        assets = {
          scripts: rooted(chunks.map((chunk) => chunk.js[0] as string)),
          styles,
          preload: rooted(chunks.flatMap((chunk) => chunk.js.slice(1))),
        };
        cache.set(key, assets);
      }
      return assets;
    },
  };
}
