import { onFirstUse } from '@/lib/site/on-first-use';

describe('onFirstUse', () => {
  it('creates nothing until asked, then creates once and reuses it', () => {
    const create = jest.fn(() => ({ made: true }));
    const get = onFirstUse(create);
    expect(create).not.toHaveBeenCalled();

    const first = get();
    expect(get()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });
});
