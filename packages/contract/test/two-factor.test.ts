import { describe, expect, it } from 'vitest';
import {
  TWO_FACTOR_MESSAGES,
  isTotpShaped,
  isTwoFactorChallenge,
  loginAnswer,
  normalRecoveryCode,
  staffLoginBody,
  twoFactorConfirm,
  twoFactorDisable,
  twoFactorLoginRequest,
} from '../src/index.ts';

describe('two-factor contract', () => {
  it('a six-digit code, spaces between the digits dropped; anything else in words', () => {
    expect(twoFactorConfirm.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
    const message = (code: unknown) => twoFactorConfirm.safeParse({ code }).error?.issues[0].message;
    expect(message('')).toBe(TWO_FACTOR_MESSAGES.codeRequired);
    expect(message('12345')).toBe(TWO_FACTOR_MESSAGES.codeFormat);
    expect(message('12345a')).toBe(TWO_FACTOR_MESSAGES.codeFormat);
    expect(message(undefined)).toBe(TWO_FACTOR_MESSAGES.codeRequired);
  });

  it('a log-in code is six digits or a recovery code; recovery codes compare without case, spaces or dashes', () => {
    expect(isTotpShaped('123 456')).toBe(true);
    expect(isTotpShaped('abcde-fghjk')).toBe(false);
    expect(isTotpShaped('1234567')).toBe(false);
    expect(normalRecoveryCode(' ABCDE-fghjk ')).toBe('abcdefghjk');
    expect(normalRecoveryCode('abcde fghjk')).toBe(normalRecoveryCode('abcde-fghjk'));
    expect(twoFactorLoginRequest.safeParse({ challenge: 'c', code: '  ' }).error?.issues[0].message).toBe(TWO_FACTOR_MESSAGES.loginCodeRequired);
  });

  it('turning off needs the password and a code', () => {
    expect(twoFactorDisable.safeParse({ password: 'x', code: '123456' }).success).toBe(true);
    expect(twoFactorDisable.safeParse({ password: '', code: '123456' }).success).toBe(false);
    expect(twoFactorDisable.safeParse({ password: 'x' }).success).toBe(false);
  });

  it('a log-in answers tokens or a challenge, told apart by isTwoFactorChallenge; the device token is optional', () => {
    const tokens = loginAnswer.parse({ access: 'a', refresh: 'r' });
    const challenge = loginAnswer.parse({ two_factor: 'code_required', challenge: 'c', detail: 'd' });
    expect(isTwoFactorChallenge(tokens)).toBe(false);
    expect(isTwoFactorChallenge(challenge)).toBe(true);
    expect(staffLoginBody.parse({ email: 'a@b.co', password: 'p' })).toEqual({ email: 'a@b.co', password: 'p' });
    expect(staffLoginBody.parse({ email: 'a@b.co', password: 'p', device_token: 'ctd_x' }).device_token).toBe('ctd_x');
  });
});
