import { describe, expect, it, vi } from 'vitest';
import { TokenService } from '../src/lib/tokens.ts';

describe('access tokens', () => {
  it('a verified token is remembered only until it expires', async () => {
    // The clock is moved by hand (only Date is faked), so a loaded machine cannot expire the token before it is used.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const tokens = new TokenService('a-test-secret-a-test-secret-a-test-secret', 1);
      const token = await tokens.signAccess(7, 3);
      expect(await tokens.verifyAccess(token)).toEqual({ userId: 7, sessionVersion: 3 });
      expect(await tokens.verifyAccess(token)).toEqual({ userId: 7, sessionVersion: 3 });
      // JWT expiry has a one-second resolution: past it, the remembered verification must not answer.
      vi.setSystemTime(Date.now() + 2100);
      expect(await tokens.verifyAccess(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a tampered or foreign token is refused, remembered tokens notwithstanding', async () => {
    const tokens = new TokenService('a-test-secret-a-test-secret-a-test-secret', 60);
    const other = new TokenService('another-secret-another-secret-another-s', 60);
    const token = await tokens.signAccess(7, 0);
    await tokens.verifyAccess(token);
    expect(await tokens.verifyAccess(`${token.slice(0, -2)}xx`)).toBeNull();
    expect(await tokens.verifyAccess(await other.signAccess(7, 0))).toBeNull();
  });
});
