import { render } from '@testing-library/react';
import { HydrationMark } from '@/components/layout/hydration-mark';

describe('HydrationMark', () => {
  it('marks the document once React has taken it over', () => {
    document.documentElement.removeAttribute('data-hydrated');
    render(<HydrationMark />);
    expect(document.documentElement).toHaveAttribute('data-hydrated', '');
  });
});
