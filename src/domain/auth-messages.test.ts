import { describe, expect, it } from 'vitest';
import { friendlyAuthMessage } from './auth-messages';

describe('friendlyAuthMessage (accounts §8)', () => {
  it.each([
    ['Invalid login credentials', 'Invalid email or password'],
    ['Email not confirmed', 'Please check your email and click the confirmation link'],
    ['User already registered', 'An account with this email already exists'],
    ['Password should be at least 6 characters.', 'Password must be at least 6 characters long'],
    ['Passwords do not match', 'Passwords do not match'],
    ['Invalid email or password', 'Invalid email or password'],
    ['Invalid code', 'Wrong code. Enter the code your authenticator app shows now.'],
    ['Invalid backup code', 'Wrong backup code, or one already used.'],
    [
      'Too many failed verification attempts. Your account is temporarily locked. Please try again later.',
      'Too many wrong codes for this account. Try again in 15 minutes.',
    ],
  ])('shows %j as %j', (provider, shown) => {
    expect(friendlyAuthMessage(provider)).toBe(shown);
  });

  it('passes any other message through and has a fallback for none', () => {
    expect(friendlyAuthMessage('Too many requests. Please try again later.')).toBe(
      'Too many requests. Please try again later.',
    );
    expect(friendlyAuthMessage('')).toBe('An unexpected error occurred');
    expect(friendlyAuthMessage(undefined)).toBe('An unexpected error occurred');
  });
});
