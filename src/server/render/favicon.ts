/** The site icon: the logo mark, as SVG (served by us, never accepted from outside). */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#4f46e5"/><path d="M11 8h3.4v6.6L20.2 8h4.1l-6.4 7.2L24.6 24h-4.2l-4.9-6.5-1.1 1.2V24H11z" fill="#fff"/></svg>`;
