// lib/site: site-wide config, routes, formats and timing. Runs anywhere (server render, browser, scripts).
/**
 * A value created the first time it is asked for, then reused. `Intl` formatters load their
 * locale data when constructed (a date formatter costs a browser tens of milliseconds), so a
 * module that builds them as it loads makes every page importing it pay, even one that never
 * formats anything.
 */
export function onFirstUse<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}
