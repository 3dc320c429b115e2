export * from './define.js';
export * from './user.js';
export * from './routes.js';
