import { describe, expect, it } from 'vitest';
import { XERO_MESSAGES, maskClientId, xeroConnect, xeroTaxType } from '../src/integrations.ts';

describe('Xero helpers', () => {
  it('masks a client id down to its last 4 characters', () => {
    expect(maskClientId('ABCDEF1234567890')).toBe('••••••••7890');
    expect(maskClientId('abc')).toBe('••••');
    expect(maskClientId('ABCDEF1234567890')).not.toContain('ABCDEF');
  });

  it('maps the VAT rates to UK tax types and refuses unknown rates', () => {
    expect([20, 5, 0].map(xeroTaxType)).toEqual(['OUTPUT2', 'RROUTPUT', 'ZERORATEDOUTPUT']);
    expect(xeroTaxType(7)).toBeNull();
  });

  it('requires the client id and secret in words', () => {
    const r = xeroConnect.safeParse({ client_id: ' ', account_code: 'a-b' });
    const messages = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      client_id: XERO_MESSAGES.clientIdRequired,
      client_secret: XERO_MESSAGES.clientSecretRequired,
      account_code: XERO_MESSAGES.accountCodeInvalid,
    });
  });
});
