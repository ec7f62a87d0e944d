import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        // The server bundle: main.ts with the server render; node_modules stay external.
        plugins: [react()],
        build: {
          outDir: 'dist/server',
          emptyOutDir: true,
          target: 'node20',
          sourcemap: true,
          rollupOptions: {
            input: { main: 'src/server/main.ts', 'admin-cli': 'src/server/admin-cli.ts' },
            // Chunks sit beside the entries: config.ts finds the project root two levels up from them.
            output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
          },
        },
      }
    : {
        plugins: [react(), tailwindcss()],
        // Files served as they are under /static (images the pages and the site's fallbacks use).
        publicDir: 'src/web/static',
        build: {
          outDir: 'dist/client',
          emptyOutDir: true,
          manifest: true,
          rollupOptions: { input: 'src/web/entry-client.tsx' },
        },
      },
);
