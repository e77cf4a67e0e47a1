import { toMexicoCityDate } from '@/lib/site/mexico-city-date';

describe('toMexicoCityDate', () => {
  it('gives the day in Mexico City, not in UTC, for a Date or a time in milliseconds', () => {
    expect(toMexicoCityDate(new Date('2025-03-02T05:59:00Z'))).toBe('2025-03-01');
    expect(toMexicoCityDate(Date.parse('2025-03-02T06:00:00Z'))).toBe('2025-03-02');
  });
});
