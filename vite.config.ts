import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        // The server bundle: main.ts with the server render; node_modules stay external.
        plugins: [react()],
        build: { outDir: 'dist/server', emptyOutDir: true, target: 'node20', sourcemap: true },
      }
    : {
        plugins: [react(), tailwindcss()],
        build: {
          outDir: 'dist/client',
          emptyOutDir: true,
          manifest: true,
          rollupOptions: { input: 'src/web/entry-client.tsx' },
        },
      },
);
