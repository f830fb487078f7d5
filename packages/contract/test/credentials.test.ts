import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  accountLoginDelayMs,
  COMMON_PASSWORD_WORDS,
  CREDENTIAL_MESSAGES,
  EMAIL_PATTERN,
  THROTTLE,
  clientSignup,
  isCommonPassword,
  isRealEmail,
  passwordChange,
  passwordChangeForm,
  passwordProblem,
  resetPasswordRequest,
  throttledMessage,
} from '../src/index.ts';

describe('the one password rule', () => {
  it('refuses short, common and disguised common passwords with a message in words', () => {
    expect(passwordProblem('')).toBe(CREDENTIAL_MESSAGES.passwordRequired);
    expect(passwordProblem('x')).toBe(CREDENTIAL_MESSAGES.passwordTooShort);
    expect(passwordProblem('Ab1!xyz')).toBe(CREDENTIAL_MESSAGES.passwordTooShort);
    for (const pw of [
      'password',
      'Password1',
      'P@ssw0rd!',
      '12345678',
      'qwerty123',
      'Summer2024!',
      'iloveyou',
      'aaaaaaaa',
      '1q2w3e4r',
      '123password',
    ]) {
      expect(passwordProblem(pw), pw).toBe(CREDENTIAL_MESSAGES.passwordCommon);
    }
  });

  it('accepts the demo password and passphrases that merely contain a common word', () => {
    for (const pw of ['Demo1234!', 'a-good-password', 'harbour-new-pass', 'correct horse battery staple', 'Floors1234!']) {
      expect(passwordProblem(pw), pw).toBeNull();
    }
  });

  it('every listed word is refused however it is decorated', () => {
    for (const word of COMMON_PASSWORD_WORDS) {
      expect(isCommonPassword(`${word.toUpperCase()}2026!`), word).toBe(true);
    }
  });

  test.prop([fc.string({ minLength: 0, maxLength: 7 })])('nothing shorter than 8 characters passes', (pw) => {
    expect(passwordProblem(pw)).not.toBeNull();
  });

  it('sign-up and reset use the same rule', () => {
    const signup = { email: 'new@example.com', first_name: 'A', last_name: 'B', company: 'C', workspace: 'D' };
    expect(clientSignup.safeParse({ ...signup, password: 'x' }).success).toBe(false);
    expect(clientSignup.safeParse({ ...signup, password: 'Password1' }).success).toBe(false);
    expect(clientSignup.safeParse({ ...signup, password: 'Demo1234!' }).success).toBe(true);
    expect(resetPasswordRequest.safeParse({ token: 'abcdefghijkl', password: 'Password1' }).success).toBe(false);
    expect(resetPasswordRequest.safeParse({ token: 'abcdefghijkl', password: 'Demo1234!' }).success).toBe(true);
  });
});

describe('a real e-mail', () => {
  it('refuses "0", a missing dot and a one-letter top-level domain', () => {
    for (const bad of ['0', 'a@b', 'a@localhost', 'a@b.c', 'a b@c.de', '@c.de', 'a@.de', 'a@@b.de']) {
      expect(isRealEmail(bad), bad).toBe(false);
      expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
    }
    for (const good of ['owner@demo.test', "o'brien@example.co.uk", 'a.b+c@mail.example.com']) {
      expect(isRealEmail(good), good).toBe(true);
      expect(EMAIL_PATTERN.test(good), good).toBe(true);
    }
  });

  it('sign-up refuses "0" as an e-mail', () => {
    const res = clientSignup.safeParse({ email: '0', password: 'Demo1234!', first_name: 'A', last_name: 'B', company: 'C', workspace: 'D' });
    expect(res.success).toBe(false);
  });
});

describe('throttle numbers', () => {
  it('an office behind one address gets more attempts than one account from one address', () => {
    expect(THROTTLE.loginPerIp).toBeGreaterThan(THROTTLE.loginPerAccountAddress);
  });
  it('the account-wide delay is 0 while failures are few, doubles after, and never passes its cap', () => {
    const p = { free: THROTTLE.loginDelayFreeFailures, baseMs: THROTTLE.loginDelayBaseMs, maxMs: THROTTLE.loginDelayMaxMs };
    expect(accountLoginDelayMs(0, p)).toBe(0);
    expect(accountLoginDelayMs(p.free, p)).toBe(0);
    expect(accountLoginDelayMs(p.free + 1, p)).toBe(p.baseMs);
    expect(accountLoginDelayMs(p.free + 2, p)).toBe(2 * p.baseMs);
    let previous = 0;
    for (const n of [...Array.from({ length: 60 }, (_, i) => i), 1e6, 1e12, Infinity]) {
      const d = accountLoginDelayMs(n, p);
      expect(d).toBeGreaterThanOrEqual(previous);
      expect(d).toBeLessThanOrEqual(p.maxMs);
      previous = d;
    }
    expect(accountLoginDelayMs(Number.NaN, p)).toBe(0);
  });
  it('the 429 message says how long to wait in words', () => {
    expect(throttledMessage(30)).toBe('Too many attempts. Please wait 30 seconds and try again.');
    expect(throttledMessage(60)).toBe('Too many attempts. Please wait 1 minute and try again.');
    expect(throttledMessage(601)).toBe('Too many attempts. Please wait 11 minutes and try again.');
  });
});

describe('the Change password form', () => {
  const errorsOf = (values: Record<string, string>) => {
    const res = passwordChangeForm.safeParse(values);
    return res.success ? {} : Object.fromEntries(res.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('shows the one rule under the new password and a mismatch under the confirmation', () => {
    expect(errorsOf({ current_password: '', new_password: 'short', confirm_password: 'short' })).toEqual({
      current_password: CREDENTIAL_MESSAGES.passwordRequired,
      new_password: CREDENTIAL_MESSAGES.passwordTooShort,
    });
    expect(errorsOf({ current_password: 'old', new_password: 'Password1', confirm_password: 'Password1' })).toEqual({
      new_password: CREDENTIAL_MESSAGES.passwordCommon,
    });
    expect(errorsOf({ current_password: 'old', new_password: 'tide-lamp-93', confirm_password: 'tide-lamp-39' })).toEqual({
      confirm_password: CREDENTIAL_MESSAGES.passwordsDiffer,
    });
  });

  test.prop([fc.string({ minLength: 1, maxLength: 40 }), fc.string({ minLength: 0, maxLength: 40 })])(
    'what the form accepts, the server accepts too',
    (current, next) => {
      const form = passwordChangeForm.safeParse({ current_password: current, new_password: next, confirm_password: next });
      if (form.success) expect(passwordChange.safeParse({ current_password: current, new_password: next }).success).toBe(true);
    },
  );
});
