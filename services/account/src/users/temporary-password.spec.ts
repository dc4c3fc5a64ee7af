import { complexPassword } from '@inasaku/domain';
import { generateTemporaryPassword } from './temporary-password';

describe('generateTemporaryPassword', () => {
  it('always passes the password rule and avoids look-alike characters', () => {
    for (let i = 0; i < 500; i++) {
      const password = generateTemporaryPassword();
      expect(password).toHaveLength(12);
      expect(complexPassword(password)).toBeNull();
      expect(password).not.toMatch(/[0O1lI]/);
    }
  });

  it('differs each time', () => {
    expect(new Set(Array.from({ length: 50 }, () => generateTemporaryPassword())).size).toBe(50);
  });
});
