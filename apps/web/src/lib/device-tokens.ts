/**
 * "Remember this device for 30 days" (issue 30): the device token the server answered after a code, kept in this
 * browser per account (lower-cased e-mail) and sent with that account's next log-in. Only its hash is on the server,
 * which can revoke it; a token of another account is simply not accepted there.
 */
const KEY = 'clubspace.two-factor-devices';

function all(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const accountOf = (email: string) => email.trim().toLowerCase();

export const deviceTokens = {
  get: (email: string): string | undefined => all()[accountOf(email)],
  set: (email: string, token: string) => localStorage.setItem(KEY, JSON.stringify({ ...all(), [accountOf(email)]: token })),
};
