import { refusedByDatabase, sqlState } from './database-refusal';

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
