import { formatDevice } from '@/lib/staff-area/dashboard-format';

describe('formatDevice', () => {
  it('names the stored device classes in Spanish, with their accents', () => {
    expect(['telefono', 'tableta', 'escritorio'].map(formatDevice)).toEqual([
      'teléfono',
      'tableta',
      'escritorio',
    ]);
  });

  it('shows a value it does not know as it comes', () => {
    expect(formatDevice('movil')).toBe('movil');
  });
});
