// lib/content: build time (Node, server components). Loads and validates the JSON files of content/.
import * as z from 'zod/mini';

// zod/mini: the same checks as zod at a fraction of its size in the browser bundle. Zod compiles
// object parsers with `new Function` unless told not to, and probes for it when the first object
// schema is built: under the site's Content-Security-Policy (no eval) that probe is reported as
// a violation. Modules whose schemas run in the browser import `z` here.
z.config({ jitless: true });

export { z };
