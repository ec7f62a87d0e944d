/** Vite aliases from `react-router` to its production build (react-router-production.mjs). */
export const reactRouterProduction: { find: RegExp; replacement: string }[];
