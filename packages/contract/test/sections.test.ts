import { describe, expect, it } from 'vitest';
import { ALL_SECTIONS, sectionAccessMessage } from '../src/sections.ts';

describe('sectionAccessMessage', () => {
  it('names the missing sections in words, never by their codes', () => {
    expect(sectionAccessMessage(['space', 'resources'])).toBe('Your account has no access to Space · Resources. Ask the account owner to grant it.');
    expect(sectionAccessMessage(['marketing'])).toBe('Your account has no access to Marketing. Ask the account owner to grant it.');
    expect(sectionAccessMessage(['users', 'invoices', 'bookings'])).toBe(
      'Your account has no access to Members · Invoices and Bookings. Ask the account owner to grant it.',
    );
    for (const code of ALL_SECTIONS) {
      const words = sectionAccessMessage([code]);
      if (code.includes('_')) expect(words).not.toContain(code);
      expect(words).toMatch(/^Your account has no access to [A-Z]/);
    }
  });
});
