import { describe, expect, it } from 'vitest';
import {
  CREDENTIAL_MESSAGES,
  SESSION_IDLE_HOURS,
  SESSIONS_MESSAGES,
  describeUserAgent,
  passwordProblem,
  setBreachedPasswordCheck,
} from '../src/index.ts';

describe('describeUserAgent', () => {
  const cases: [string, string][] = [
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on macOS'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Windows'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      'Chrome on iPad',
    ],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0', 'Opera on Linux'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on ChromeOS'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari on macOS'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'Chrome on Linux'],
    ['curl/8.5.0', 'curl'],
    ['', SESSIONS_MESSAGES.unknownDevice],
    ['something odd', SESSIONS_MESSAGES.unknownDevice],
  ];
  it.each(cases)('%s → %s', (ua, expected) => expect(describeUserAgent(ua)).toBe(expected));
  it('takes null and undefined', () => {
    expect(describeUserAgent(null)).toBe(SESSIONS_MESSAGES.unknownDevice);
    expect(describeUserAgent(undefined)).toBe(SESSIONS_MESSAGES.unknownDevice);
  });
});

describe('idle times', () => {
  it('staff 12 hours; portal members a week', () => {
    expect(SESSION_IDLE_HOURS).toEqual({ staff: 12, portal: 168 });
  });
});

describe('the breached-password check', () => {
  it('is off until installed (the web), then refuses listed passwords in any case with its own message', () => {
    expect(passwordProblem('Elephant-walk')).toBeNull();
    setBreachedPasswordCheck((lower) => lower === 'elephant-walk');
    try {
      expect(passwordProblem('Elephant-walk')).toBe(CREDENTIAL_MESSAGES.passwordBreached);
      expect(passwordProblem('ELEPHANT-WALK')).toBe(CREDENTIAL_MESSAGES.passwordBreached);
      // The short rules still speak first.
      expect(passwordProblem('qwerty123')).toBe(CREDENTIAL_MESSAGES.passwordCommon);
      expect(passwordProblem('violet-harbour-kettle')).toBeNull();
    } finally {
      setBreachedPasswordCheck(null);
    }
  });
});
