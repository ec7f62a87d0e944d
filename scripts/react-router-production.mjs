/**
 * React Router's package points every bundler and Node.js itself at its development build, whatever NODE_ENV says
 * (remix-run/react-router#14102), with its dev-only checks and warnings. The browser's bundle (about a tenth
 * smaller), the server's and the benchmarks' server render take the production build from these aliases
 * (vite.config.ts, vitest.config.ts).
 */
import { fileURLToPath } from 'node:url';

const production = (file) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

export const reactRouterProduction = [
  { find: /^react-router$/, replacement: production('index.mjs') },
  { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
];
