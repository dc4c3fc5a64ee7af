import { isStorableReal, refusedByDatabase, sqlState } from './storable';

describe('isStorableReal (what a PostgreSQL real column holds)', () => {
  it('refuses what float4 cannot hold: overflow, underflow to zero, not finite', () => {
    for (const v of [1e-300, 5e-324, -1e-300, 1e39, -1e39, 3.5e38, Number.MAX_VALUE, Infinity, -Infinity, NaN]) {
      expect([v, isStorableReal(v)]).toEqual([v, false]);
    }
  });

  it('accepts ordinary values, zero, the float4 extremes and subnormals', () => {
    for (const v of [0, -0, 12.3, -50, 200, 3.4e38, -3.4e38, 1.2e-38, 1e-40, 1.5e-45]) {
      expect([v, isStorableReal(v)]).toEqual([v, true]);
    }
  });
});

describe('refusedByDatabase (the data, not the database)', () => {
  it('data exceptions, integrity and program limits are refusals', () => {
    expect(refusedByDatabase({ code: '22003' })).toBe(true);
    expect(refusedByDatabase({ code: '22P02' })).toBe(true);
    expect(refusedByDatabase({ code: '23514' })).toBe(true);
    expect(refusedByDatabase({ code: '54000' })).toBe(true);
    expect(refusedByDatabase({ driverError: { code: '22008' } })).toBe(true);
  });

  it('a lost connection, a shutdown, a deadlock or too many connections are not', () => {
    for (const e of [
      new Error('Connection terminated unexpectedly'), { code: 'ECONNREFUSED' }, { code: '57P01' }, { code: '08006' },
      { code: '40P01' }, { code: '53300' }, null, undefined, 'x',
    ]) {
      expect(refusedByDatabase(e)).toBe(false);
    }
    expect(sqlState({ code: '57P01' })).toBe('57P01');
    expect(sqlState({ code: 'ECONNREFUSED' })).toBeNull();
  });
});
