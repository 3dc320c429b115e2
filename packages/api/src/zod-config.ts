import { config } from 'zod';

// In a browser, zod compiles its fast object parsers with `new Function`, which the app's CSP
// (script-src 'self', no 'unsafe-eval') refuses; even its probe for that is reported as a CSP
// violation (Lighthouse's "issues" audit). Browsers parse with the plain parsers; the server keeps
// the compiled ones. This module is imported first by index.ts, before any schema is made.
if (typeof (globalThis as { window?: unknown }).window !== 'undefined') config({ jitless: true });
