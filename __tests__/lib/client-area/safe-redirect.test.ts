import { getSafeRedirectPath } from '@/lib/client-area/safe-redirect';

const FALLBACK = '/panel-cliente';

describe('getSafeRedirectPath', () => {
  it.each([
    ['/panel-cliente', '/panel-cliente'],
    ['/panel-cliente?seccion=facturas#pagos', '/panel-cliente?seccion=facturas#pagos'],
    ['/bitso-mx', '/bitso-mx'],
  ])('accepts the same-origin path %s', (next, expected) => {
    expect(getSafeRedirectPath(next, FALLBACK)).toBe(expected);
  });

  it.each([
    null,
    '',
    '//evil.com',
    '///evil.com',
    'https://evil.com',
    '/\\evil',
    '/\\/evil.com',
    'javascript:alert(1)',
    ' /panel-cliente',
    '/panel\tcliente',
    'panel-cliente',
  ])('refuses %p', (next) => {
    expect(getSafeRedirectPath(next, FALLBACK)).toBe(FALLBACK);
  });
});
