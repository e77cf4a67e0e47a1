import {
  assertValidClabe,
  computeClabeCheckDigit,
  describeClabeProblem,
  formatClabe,
  isValidClabe,
} from '@/lib/transfer/clabe';
import { siteConfig } from '@/lib/site/site-config';

describe('isValidClabe', () => {
  it('accepts CLABEs whose last digit is the right check digit', () => {
    expect(isValidClabe(siteConfig.bank.clabe)).toBe(true);
    expect(isValidClabe('032180000118359719')).toBe(true);
    expect(isValidClabe('002010077777777771')).toBe(true);
  });

  it('computes the check digit with the weights 3, 7, 1 and products mod 10', () => {
    expect(computeClabeCheckDigit('64618015700482931')).toBe(7);
    expect(computeClabeCheckDigit('03218000011835971')).toBe(9);
    // A sum that is already a multiple of 10 gives 0, not 10.
    expect(computeClabeCheckDigit('00000000000000000')).toBe(0);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidClabe('646180157004829318')).toBe(false);
    expect(describeClabeProblem('646180157004829318')).toBe('wrong check digit 8, expected 7');
  });

  it('rejects a wrong length', () => {
    expect(isValidClabe('64618015700482931')).toBe(false);
    expect(isValidClabe('6461801570048293170')).toBe(false);
    expect(isValidClabe('')).toBe(false);
    expect(describeClabeProblem('64618015700482931')).toBe('must have 18 digits, got 17');
  });

  it('rejects anything but digits, spaces included', () => {
    expect(isValidClabe('646 180 15700482931 7')).toBe(false);
    expect(isValidClabe('64618015700482931a')).toBe(false);
    expect(isValidClabe('-46180157004829317')).toBe(false);
  });
});

describe('assertValidClabe', () => {
  it('returns a valid CLABE unchanged', () => {
    expect(assertValidClabe('032180000118359719')).toBe('032180000118359719');
  });

  it('throws an error that names the config field and the problem', () => {
    expect(() => assertValidClabe('646180157004829310')).toThrow(
      'siteConfig.bank.clabe: invalid CLABE "646180157004829310": wrong check digit 0, expected 7',
    );
  });
});

describe('formatClabe', () => {
  it('groups bank, branch, account and check digit', () => {
    expect(formatClabe('646180157004829317')).toBe('646 180 15700482931 7');
  });
});
