// lib/content: build time (Node, server components). Keeps what was read from content/ until it changes.
import { contentRevision } from './content-revision';

/**
 * A value read from content/ once, then reused until the content changes: once per build, and
 * again after each save under `npm run dev`. Every page that reads content imports this module,
 * so a save also makes Next.js re-render the open page with the new text.
 */
export function onContentRevision<T>(read: () => T): () => T {
  let cached: { revision: number; value: T } | undefined;
  return () => {
    if (cached?.revision !== contentRevision) cached = { revision: contentRevision, value: read() };
    return cached.value;
  };
}
