/**
 * The database: every entity of SPEC.md section 3, plus administrators, one-time codes and the content version
 * that empties the rendered-page cache. One schema for PGlite and PostgreSQL, one file per area; this index is
 * what drizzle-kit (drizzle.config.ts) and the client read, and what the code imports tables from.
 */
export * from './schema-analytics';
export * from './schema-auth';
export * from './schema-blog';
export * from './schema-content';
export * from './schema-history';
export * from './schema-media';
export * from './schema-newsletter';
export * from './schema-operations';
