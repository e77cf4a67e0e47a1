import * as constants from '@/lib/staff-area/staff-constants';
import * as contract from '@/lib/staff-area/staff-contract';

describe('the dashboard’s copy of the contract’s values', () => {
  it('is the contract’s, value for value', () => {
    expect(constants.STAFF_ROUTES).toEqual(contract.STAFF_ROUTES);
    expect(constants.STAFF_ROLES).toEqual(contract.STAFF_ROLES);
    expect(constants.STAFF_ROLE_LABELS).toEqual(contract.STAFF_ROLE_LABELS);
    expect(constants.CODE_PATTERN.source).toBe(contract.CODE_PATTERN.source);
    expect(constants.PERIODS).toEqual(contract.PERIODS);
    expect(constants.GROUPINGS).toEqual(contract.GROUPINGS);
    expect(constants.FILTER_KEYS).toEqual(contract.FILTER_KEYS);
  });
});
