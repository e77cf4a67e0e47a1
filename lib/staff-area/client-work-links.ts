// lib/staff-area: which client the clients page shows, kept in its URL (`?cliente=7`). Runs anywhere; pure functions.

// A static export cannot render a page per client: the list and a client's page share one
// route, and the query says which one shows, so a client's page can be bookmarked or sent.

/** The client chosen in a page's query string, or null for the list. */
export function readChosenClient(search: string): number | null {
  const text = new URLSearchParams(search).get('cliente') ?? '';
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}

/** The query string of a client's page. */
export const buildClientSearch = (clientId: number): string => `?cliente=${clientId}`;
