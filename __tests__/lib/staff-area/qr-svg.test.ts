import { readQrSvg } from '@/lib/staff-area/qr-svg';
import { staffEnrolment } from '../../fixtures/staff-dashboard';

describe('readQrSvg', () => {
  it('keeps the viewBox and the shapes, and nothing else of the string', () => {
    const drawing = readQrSvg(staffEnrolment.qrSvg);
    expect(drawing).toEqual({
      viewBox: '0 0 21 21',
      shapes: [
        { kind: 'rect', x: '0', y: '0', width: '21', height: '21', dark: false },
        { kind: 'path', d: 'M0 0h7v7H0zM14 0h7v7h-7zM0 14h7v7H0zM9 9h3v3H9z', dark: true },
      ],
    });
  });

  it('drops attributes that are not geometry and shapes whose geometry is not plain numbers', () => {
    const drawing = readQrSvg(
      '<svg viewBox="0 0 4 4"><path d="M0 0h1v1H0z" onclick="alert(1)"/><path d="url(javascript:alert(1))"/><rect x="expression(1)" width="1" height="1"/></svg>',
    );
    expect(drawing?.shapes).toEqual([{ kind: 'path', d: 'M0 0h1v1H0z', dark: true }]);
  });

  it('refuses what is not an SVG with a dark shape', () => {
    expect(readQrSvg('<html><body>no</body></html>')).toBeNull();
    expect(
      readQrSvg('<svg viewBox="0 0 4 4"><rect width="4" height="4" fill="#fff"/></svg>'),
    ).toBeNull();
    expect(readQrSvg('<svg viewBox="0 0 4 4"><path d="M0 0h1"')).toBeNull();
    expect(readQrSvg('<svg><path d="M0 0h1v1H0z"/></svg>')).toBeNull();
  });
});
