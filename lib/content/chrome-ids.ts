// lib/content: runs anywhere (server components, client components, build time). The ids every public page gives its chrome.

/** `<main>`, where «Saltar al contenido» leads. */
export const MAIN_ID = 'contenido';

/** The phone's menu, opened by the header's button. */
export const MOBILE_MENU_ID = 'menu-movil';
