// lib/site: site-wide config, routes, formats and timing. Runs anywhere (server render, browser, scripts).
/** Scroll distance beyond which "Volver arriba" is offered. */
export const SCROLL_TOP_THRESHOLD_PX = 200;
/** Pause after arriving at the home page before scrolling to a section. */
export const SECTION_SCROLL_DELAY_MS = 120;
