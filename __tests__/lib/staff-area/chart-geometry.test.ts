import { buildLinePath, getNiceCeiling } from '@/lib/staff-area/chart-geometry';
import { describeChange, describePointChange } from '@/lib/staff-area/dashboard-format';

describe('chart geometry', () => {
  it('rounds the axis up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(getNiceCeiling(0)).toBe(1);
    expect(getNiceCeiling(7)).toBe(10);
    expect(getNiceCeiling(180)).toBe(200);
    expect(getNiceCeiling(201)).toBe(250);
    expect(getNiceCeiling(4100)).toBe(5000);
  });

  it('spreads the points across the box, the ceiling at the top and 0 at the bottom', () => {
    expect(buildLinePath([0, 100, 50], 100)).toBe('M0 200L300 0L600 100');
    expect(buildLinePath([50], 100)).toBe('M0 100H600');
    expect(buildLinePath([], 100)).toBe('');
  });
});

describe('changes against the previous period', () => {
  it('writes counts in percent and rates in points, with no change and no baseline said plainly', () => {
    expect(describeChange(1240, 1100)).toEqual({ direction: 'up', text: '+12.7 %' });
    expect(describeChange(90, 100)).toEqual({ direction: 'down', text: '−10.0 %' });
    expect(describeChange(5, 5)).toEqual({ direction: 'same', text: 'Sin cambio' });
    expect(describeChange(5, 0)).toEqual({
      direction: 'new',
      text: 'Sin datos del periodo anterior',
    });
    expect(describePointChange(2.5, 2.2)).toEqual({ direction: 'up', text: '+0.3 puntos' });
    expect(describePointChange(1.2, 2.2)).toEqual({ direction: 'down', text: '−1.0 punto' });
  });
});
