// lib/staff-area: reads the enrolment's QR code (an SVG string from the API) into plain shapes. Runs in the browser (DOMParser).
/** A shape of the QR code: a path or a rectangle, with the only attributes the dashboard draws. */
export type QrShape =
  | { kind: 'path'; d: string; dark: boolean }
  | { kind: 'rect'; x: string; y: string; width: string; height: string; dark: boolean };

export type QrDrawing = { viewBox: string; shapes: QrShape[] };

const VIEW_BOX = /^\s*-?[\d.]+(?:[\s,]+-?[\d.]+){3}\s*$/;
const PATH_DATA = /^[MmLlHhVvZzCcSsQqTtAa\d\s,.eE+-]+$/;
const LENGTH = /^-?[\d.]+%?$/;
const LIGHT_FILLS = new Set(['white', '#fff', '#ffffff', 'none', 'transparent']);

/** Whether a shape is drawn dark: no fill (SVG's default, black) or any fill that is not white. */
function isDark(element: Element): boolean {
  const fill = element.getAttribute('fill')?.trim().toLowerCase();
  return !fill || !LIGHT_FILLS.has(fill);
}

function readLength(element: Element, name: string, fallback: string): string | null {
  const value = element.getAttribute(name)?.trim() ?? fallback;
  return LENGTH.test(value) ? value : null;
}

/**
 * Reads an SVG QR code with `DOMParser` (which runs no script and loads nothing) and keeps only
 * its `viewBox` and the geometry of its `<path>` and `<rect>` elements, each checked against a
 * pattern: anything else in the string (scripts, styles, links, event attributes) is left
 * behind. Null when the string is not an SVG with a `viewBox` and at least one dark shape.
 */
export function readQrSvg(svg: string): QrDrawing | null {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = document.documentElement;
  if (root.nodeName !== 'svg' || root.getElementsByTagName('parsererror').length > 0) return null;
  const viewBox =
    root.getAttribute('viewBox') ??
    `0 0 ${root.getAttribute('width') ?? ''} ${root.getAttribute('height') ?? ''}`;
  if (!VIEW_BOX.test(viewBox)) return null;
  const shapes: QrShape[] = [];
  for (const element of Array.from(root.querySelectorAll('path, rect'))) {
    if (element.nodeName === 'path') {
      const d = element.getAttribute('d')?.trim();
      if (d && PATH_DATA.test(d)) shapes.push({ kind: 'path', d, dark: isDark(element) });
      continue;
    }
    const x = readLength(element, 'x', '0');
    const y = readLength(element, 'y', '0');
    const width = readLength(element, 'width', '');
    const height = readLength(element, 'height', '');
    if (x && y && width && height)
      shapes.push({ kind: 'rect', x, y, width, height, dark: isDark(element) });
  }
  return shapes.some((shape) => shape.dark) ? { viewBox: viewBox.trim(), shapes } : null;
}
