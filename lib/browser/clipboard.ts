// lib/browser: browser storage, consent, clipboard and scroll. Keys and inventory are shared with the server render; the rest is client-only.
import 'client-only';
/**
 * Copies text to the clipboard with the Clipboard API, falling back to a hidden textarea and
 * `document.execCommand('copy')` when the API is missing or refuses (older browsers, HTTP pages,
 * denied permission). Resolves to whether the text was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Falls back below: the API exists but the browser refused.
    }
  }
  return copyWithTextarea(text);
}

function copyWithTextarea(text: string): boolean {
  const previousFocus = document.activeElement;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  textarea.style.position = 'fixed';
  textarea.style.top = '0';
  textarea.style.opacity = '0';
  document.body.append(textarea);
  textarea.select();
  let copied = false;
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    textarea.remove();
    if (previousFocus instanceof HTMLElement) previousFocus.focus();
  }
  return copied;
}
