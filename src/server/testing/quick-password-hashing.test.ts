import { describe, expect, it } from 'vitest';
import { QUICK_PASSWORD_HASHING } from './quick-password-hashing';

describe('password hashing of the API tests', () => {
  it('stores a salted hash, not the password, and accepts only the right password', async () => {
    const first = await QUICK_PASSWORD_HASHING.hash('Sturdy-Passw0rd');
    const second = await QUICK_PASSWORD_HASHING.hash('Sturdy-Passw0rd');
    expect(first).not.toContain('Sturdy-Passw0rd');
    expect(first).not.toBe(second);
    for (const hash of [first, second]) {
      expect(await QUICK_PASSWORD_HASHING.verify({ hash, password: 'Sturdy-Passw0rd' })).toBe(true);
      expect(await QUICK_PASSWORD_HASHING.verify({ hash, password: 'Sturdy-Passw0rD' })).toBe(
        false,
      );
    }
  });
});
