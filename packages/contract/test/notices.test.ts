import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownTree, markdownToText } from '../src/markdown-lite.ts';
import { NOTICE_MESSAGES, compareNotices, noticePayload, noticeStatus, noticeVisibleTo } from '../src/notices.ts';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-06-10T12:00:00Z');

describe('noticeStatus', () => {
  it('is scheduled before publish_at, live from it, expired from expire_at', () => {
    expect(noticeStatus({ publish_at: '2026-06-11T00:00:00Z', expire_at: null }, NOW)).toBe('scheduled');
    expect(noticeStatus({ publish_at: '2026-06-10T12:00:00Z', expire_at: null }, NOW)).toBe('live');
    expect(noticeStatus({ publish_at: '2026-06-01T00:00:00Z', expire_at: '2026-06-10T12:00:01Z' }, NOW)).toBe('live');
    expect(noticeStatus({ publish_at: '2026-06-01T00:00:00Z', expire_at: '2026-06-10T12:00:00Z' }, NOW)).toBe('expired');
    // Unpublished before it went live: expired, never scheduled.
    expect(noticeStatus({ publish_at: at('2026-07-01T00:00:00Z'), expire_at: at('2026-06-10T11:00:00Z') }, NOW)).toBe('expired');
  });

  it('moves only forward as time passes: scheduled → live → expired', () => {
    const rank = { scheduled: 0, live: 1, expired: 2 } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.option(fc.integer({ min: 1, max: 1e9 })),
        fc.integer({ min: -2e9, max: 2e9 }),
        fc.integer({ min: 0, max: 2e9 }),
        (publish, span, t, step) => {
          const n = { publish_at: new Date(publish * 1000), expire_at: span === null ? null : new Date((publish + span) * 1000) };
          const a = noticeStatus(n, new Date(t * 1000));
          const b = noticeStatus(n, new Date((t + step) * 1000));
          expect(rank[b]).toBeGreaterThanOrEqual(rank[a]);
          // Live exactly on [publish, expire).
          expect(a === 'live').toBe(t >= publish && (span === null || t < publish + span));
        },
      ),
    );
  });
});

describe('noticeVisibleTo', () => {
  const live = { publish_at: '2026-06-01T00:00:00Z', expire_at: null };
  it('shows all-office notices to everyone, office notices to that office only, and only live ones', () => {
    expect(noticeVisibleTo({ ...live, offices: [] }, 'soho', NOW)).toBe(true);
    expect(noticeVisibleTo({ ...live, offices: [] }, null, NOW)).toBe(true);
    expect(noticeVisibleTo({ ...live, offices: ['soho', 'leith'] }, 'leith', NOW)).toBe(true);
    expect(noticeVisibleTo({ ...live, offices: ['soho'] }, 'leith', NOW)).toBe(false);
    expect(noticeVisibleTo({ ...live, offices: ['soho'] }, null, NOW)).toBe(false);
    expect(noticeVisibleTo({ publish_at: '2026-06-11T00:00:00Z', expire_at: null, offices: [] }, 'soho', NOW)).toBe(false);
    expect(noticeVisibleTo({ publish_at: '2026-06-01T00:00:00Z', expire_at: '2026-06-02T00:00:00Z', offices: [] }, 'soho', NOW)).toBe(false);
  });
});

describe('compareNotices', () => {
  it('puts pinned first, then the newest', () => {
    const list = [
      { slug: 'old', pinned: false, publish_at: '2026-06-01T00:00:00Z' },
      { slug: 'pin-old', pinned: true, publish_at: '2026-05-01T00:00:00Z' },
      { slug: 'new', pinned: false, publish_at: '2026-06-09T00:00:00Z' },
      { slug: 'pin-new', pinned: true, publish_at: '2026-06-05T00:00:00Z' },
    ];
    expect([...list].sort(compareNotices).map((n) => n.slug)).toEqual(['pin-new', 'pin-old', 'new', 'old']);
  });
});

describe('noticePayload', () => {
  it('needs a title and a body, and an expiry after the publish date', () => {
    const r = noticePayload.safeParse({ title: ' ', body: '', publish_at: '2026-06-10T10:00:00Z', expire_at: '2026-06-10T09:00:00Z' });
    expect(r.success).toBe(false);
    const fields = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields.title).toBe(NOTICE_MESSAGES.titleRequired);
    expect(fields.body).toBe(NOTICE_MESSAGES.bodyRequired);
    const bad = noticePayload.safeParse({ title: 'a', body: 'b', publish_at: '2026-06-10T10:00:00Z', expire_at: '2026-06-10T09:00:00Z' });
    expect(bad.error!.issues[0]!.message).toBe(NOTICE_MESSAGES.expireBeforePublish);
    expect(noticePayload.parse({ title: 'a', body: 'b', expire_at: '', image: '' })).toMatchObject({
      expire_at: null,
      image: null,
      pinned: false,
      email: false,
    });
    expect(noticePayload.safeParse({ title: 'a', body: 'b', image: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('markdownTree (what screens render as text)', () => {
  it('gives paragraphs, lines, marks, safe links and lists', () => {
    expect(markdownTree('Hi **all** and *you*\nnext\n\n- [site](https://example.com/a_b)\n- [bad](javascript:alert(1))\n\n1. one')).toEqual([
      { kind: 'p', lines: [[{ text: 'Hi ' }, { text: 'all', strong: true }, { text: ' and ' }, { text: 'you', em: true }], [{ text: 'next' }]] },
      { kind: 'ul', items: [[{ text: 'site', href: 'https://example.com/a_b' }], [{ text: '[bad](javascript:alert(1))' }]] },
      { kind: 'ol', items: [[{ text: 'one' }]] },
    ]);
  });

  it('keeps every character of the input as text, and links only http(s)/mailto', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const runs = markdownTree(s).flatMap((b) => (b.kind === 'p' ? b.lines.flat() : b.items.flat()));
        for (const r of runs) if (r.href) expect(r.href).toMatch(/^(https?:\/\/|mailto:)/i);
        // The text runs hold the same text as the plain-text rendering (marks dropped, links as labels).
        const text = runs.map((r) => r.text).join('');
        const plain = markdownToText(s)
          .replace(/ \((https?:\/\/|mailto:)[^)\s]*\)/gi, '')
          .replace(/[\s\uE000-\uE006]/g, '');
        expect(text.replace(/\s/g, '')).toBe(plain.replace(/[\uE000-\uE006]/g, ''));
      }),
    );
    const tree = markdownTree('<script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(tree).toEqual([{ kind: 'p', lines: [[{ text: '<script>alert(1)</script> <img src=x onerror=alert(1)>' }]] }]);
  });
});
