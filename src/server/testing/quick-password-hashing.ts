import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { PasswordHashing } from '../auth/create-auth';

const derive = promisify(scrypt) as (
  password: string,
  salt: string,
  length: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

// Better Auth's scrypt at a sixteenth of the memory and work (N 1024 instead of 16384): a salted,
// one-way hash still, which the API tests can afford for each of their hundreds of accounts.
const COST = { N: 1024, r: 16, p: 1 };
const KEY_BYTES = 64;

/** Password hashing for the in-process API tests; never used by the server itself. */
export const QUICK_PASSWORD_HASHING: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    const key = await derive(password.normalize('NFKC'), salt, KEY_BYTES, COST);
    return `${salt}:${key.toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':');
    if (!salt || !key) throw new Error('Invalid password hash');
    const derived = await derive(password.normalize('NFKC'), salt, KEY_BYTES, COST);
    return timingSafeEqual(derived, Buffer.from(key, 'hex'));
  },
};
