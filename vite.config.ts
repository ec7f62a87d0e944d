import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactRouterProduction } from './scripts/react-router-production.mjs';

// Libraries such as React pick their production build by this condition; a build is for production.
process.env.NODE_ENV ??= 'production';

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        // The server bundle: main.ts with the server render; node_modules stay external, apart from React
        // Router's production build and lucide-react's icons.
        plugins: [react()],
        resolve: { alias: reactRouterProduction },
        // lucide-react's Node.js build is one module that makes all its 2,091 icons: the first page that drew one
        // held ~30 MB more, ~40 MB with that module's 8 MB source map. Bundled, the server keeps the 22 it draws
        // (decision 058).
        ssr: { noExternal: ['lucide-react'] },
        build: {
          outDir: 'dist/server',
          emptyOutDir: true,
          target: 'node20',
          sourcemap: true,
          rollupOptions: {
            input: {
              main: 'src/server/main.ts',
              'admin-cli': 'src/server/admin-cli.ts',
              'backup-cli': 'src/server/backup-cli.ts',
            },
            // Chunks sit beside the entries: config.ts finds the project root two levels up from them. The maps serve
            // stack traces, which need the mappings only: without the sources' text they are a fifth of the size, and
            // a start, which reads them, is quicker by that much (decision 055).
            output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js', sourcemapExcludeSources: true },
          },
        },
      }
    : {
        plugins: [react(), tailwindcss()],
        resolve: { alias: reactRouterProduction },
        // Files served as they are under /static (images the pages and the site's fallbacks use).
        publicDir: 'src/web/static',
        build: {
          outDir: 'dist/client',
          emptyOutDir: true,
          manifest: true,
          // The server writes the modulepreload links itself (render/assets.ts): no preload helper in the bundle.
          modulePreload: false,
          // Two stylesheets: the public pages' (public.css, only their classes) and the back office's (styles.css,
          // imported by its entry). Lazy chunks import no CSS, so they carry none and need no loader for it.
          // The back office's app, and the small modules of the public pages (docs/decisions/024).
          rollupOptions: {
            input: [
              'src/web/entry-client.tsx',
              'src/web/public.css',
              'src/web/islands/site.ts',
              'src/web/islands/contact-form.ts',
              'src/web/islands/stay-updated.ts',
            ],
          },
        },
      },
);
