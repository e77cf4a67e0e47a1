// lib/content: build time (Node, server components). Loads and validates the JSON files of content/.
import { config } from 'zod/mini';

// zod/mini: the same checks as zod at a fraction of its size in the browser bundle. Zod compiles
// object parsers with `new Function` unless told not to, and probes for it when the first object
// schema is built: under the site's Content-Security-Policy (no eval) that probe is reported as
// a violation. Modules whose schemas run in the browser import `* as z` from here.
config({ jitless: true });

// Re-exported one by one (not as a namespace object), so the bundler keeps only the functions a
// page's schemas call instead of all of zod.
export * from 'zod/mini';
