// Issue 28 §4 "Second factor": an organisation may require a second factor of all its members.

/** What a member without a second factor reads on every route of an organisation requiring one. */
export const msgTwoFactorRequired = (orgName: string) =>
  `${orgName} requires a second factor: turn it on in Settings > Two-factor.`;

/** Why turning the requirement on is refused to a member without a second factor themselves. */
export const MSG_TWO_FACTOR_FIRST =
  'Turn on your own second factor (Settings > Two-factor) before requiring one of every member: ' +
  'otherwise you would lock yourself out.';
