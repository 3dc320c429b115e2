// The database's one entry point: Drizzle needs every table in a single schema object.
export * from './users.js';
export * from './auth.js';
export * from './mail.js';
