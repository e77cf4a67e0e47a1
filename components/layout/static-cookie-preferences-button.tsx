import { SCRIPT_PENDING } from '@/lib/browser/script-ready';

/**
 * "Preferencias de cookies" as plain HTML, for a `StaticIsland` (the footer), where React draws
 * nothing: unavailable until the page hydrates, like a button `useScriptReady` marks, and then
 * worked by `StaticCookiePreferencesActivator`, which must be mounted outside the island.
 */
export function StaticCookiePreferencesButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} data-cookie-preferences="" {...SCRIPT_PENDING}>
      Preferencias de cookies
    </button>
  );
}
