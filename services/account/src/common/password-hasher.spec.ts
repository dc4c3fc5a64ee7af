import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hasher';

describe('password hasher', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('Passw0rdA');
    expect(hash.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(hash).not.toContain('Passw0rdA');
    await expect(verifyPassword('Passw0rdA', hash)).resolves.toBe(true);
    await expect(verifyPassword('Passw0rdB', hash)).resolves.toBe(false);
    await expect(verifyPassword('passw0rda', hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('Same1234'), hashPassword('Same1234')]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('Same1234', b)).resolves.toBe(true);
  });

  it('treats width variants of the same characters alike (NFKC)', async () => {
    const hash = await hashPassword('Ｐａｓｓ1234');
    await expect(verifyPassword('Pass1234', hash)).resolves.toBe(true);
  });

  it('rejects malformed stored values', async () => {
    await expect(verifyPassword('x', 'plain')).resolves.toBe(false);
    await expect(verifyPassword('x', 'bcrypt$1$2$3$4$5')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$16384$8$1$c2FsdA==$')).resolves.toBe(false);
  });

  it('the dummy check never succeeds', async () => {
    await expect(verifyAgainstDummy('inasaku-dummy-password')).resolves.toBe(false);
  });
});
