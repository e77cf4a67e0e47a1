// lib/site: site-wide config, routes, formats and timing. Runs anywhere (server render, browser, scripts).
/** The agency's calendar: articles go out, invoices are dated and visits are counted by its days. */
export const MEXICO_CITY_TIME_ZONE = 'America/Mexico_City';

// Made once: building a formatter costs more than formatting, and every visit beacon asks for
// the day. en-CA writes dates as YYYY-MM-DD.
const mexicoCityDay = new Intl.DateTimeFormat('en-CA', { timeZone: MEXICO_CITY_TIME_ZONE });

/** The day of a moment (now by default) in Mexico City, written `AAAA-MM-DD`. */
export function toMexicoCityDate(time: number | Date = Date.now()): string {
  return mexicoCityDay.format(time);
}
