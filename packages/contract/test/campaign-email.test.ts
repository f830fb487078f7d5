import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasCampaignContent, renderCampaignEmail, substitutePlaceholders } from '../src/campaign-email.ts';
import { escapeHtml, markdownToHtml, markdownToText } from '../src/markdown-lite.ts';

const values = { first_name: 'Ann', last_name: 'Lee', operator_name: 'Demo Spaces' };

describe('the Markdown subset', () => {
  it('renders paragraphs, line breaks, bold, italic, links and lists', () => {
    const html = markdownToHtml('Hello **you** and *all*\nsecond _line_\n\n- one\n- [site](https://example.com/a_b?x=1&y=2)\n\n1. first\n2. second');
    expect(html).toContain('>Hello <strong>you</strong> and <em>all</em><br>second <em>line</em></p>');
    expect(html).toContain(
      '<ul style="margin:0 0 16px 0;padding-left:24px;line-height:1.5"><li>one</li><li><a href="https://example.com/a_b?x=1&amp;y=2">site</a></li></ul>',
    );
    expect(html).toContain('<ol style="margin:0 0 16px 0;padding-left:24px;line-height:1.5"><li>first</li><li>second</li></ol>');
  });

  it('escapes HTML and keeps unsafe links as text', () => {
    const html = markdownToHtml('<script>alert(1)</script> [x](javascript:alert(1)) [y](data:text/html,hi) <img src=x onerror=1>');
    expect(html).not.toMatch(/<script|<img|href=/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('[x](javascript:alert(1))');
  });

  it('never lets an attribute out of its quotes', () => {
    const html = markdownToHtml('[x](https://a.com/"onmouseover="alert(1))');
    expect(html).not.toContain('" onmouseover');
    expect(html).not.toMatch(/href="[^"]*"[^>]*onmouseover/);
  });

  it('leaves underscores inside words alone (placeholders, snake_case)', () => {
    expect(markdownToHtml('Hi {first_name} {last_name}, see snake_case_name')).toContain('Hi {first_name} {last_name}, see snake_case_name');
  });

  it('has a text form: marks dropped, links with their address, lists kept', () => {
    expect(markdownToText('Hello **you**\n\n- [site](https://example.com)\n- two\n\n1. a\n2. b')).toBe(
      'Hello you\n\n- site (https://example.com)\n- two\n\n1. a\n2. b',
    );
  });

  it('never emits a tag it did not make, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (md) => {
        const tags = markdownToHtml(md).match(/<\/?([a-z]+)/g) ?? [];
        for (const t of tags)
          expect(['<p', '</p', '<br', '<strong', '</strong', '<em', '</em', '<ul', '</ul', '<ol', '</ol', '<li', '</li', '<a', '</a']).toContain(t);
      }),
    );
  });
});

describe('placeholders', () => {
  it('fills known ones, escapes values when asked and leaves unknown ones', () => {
    expect(substitutePlaceholders('Hi {first_name} {last_name} of {operator_name}, {unknown}', values)).toBe('Hi Ann Lee of Demo Spaces, {unknown}');
    expect(substitutePlaceholders('{first_name}', { ...values, first_name: '<b>A&B</b>' }, escapeHtml)).toBe('&lt;b&gt;A&amp;B&lt;/b&gt;');
  });
});

describe('a campaign e-mail', () => {
  it('has a subject, an HTML part and a text part, each with the recipient filled in', () => {
    const mail = renderCampaignEmail(
      { subject: 'News for {first_name}', body: 'Dear **{first_name} {last_name}**,\n\n- Visit [us](https://demo.example)' },
      values,
    );
    expect(mail.subject).toBe('News for Ann');
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('Dear <strong>Ann Lee</strong>,');
    expect(mail.html).toContain('<a href="https://demo.example">us</a>');
    expect(mail.html).toContain('Sent by Demo Spaces');
    expect(mail.text).toBe('Dear Ann Lee,\n\n- Visit us (https://demo.example)\n\n--\nSent by Demo Spaces');
  });

  it('a name with markup or Markdown stays text in the HTML part', () => {
    const mail = renderCampaignEmail(
      { subject: 'Hi', body: 'Hello {first_name}' },
      { ...values, first_name: '<a href="https://evil">x</a> **y**', operator_name: 'A<B' },
    );
    expect(mail.html).toContain('Hello &lt;a href=&quot;https://evil&quot;&gt;x&lt;/a&gt; **y**');
    expect(mail.html).not.toContain('href="https://evil"');
    expect(mail.html).toContain('Sent by A&lt;B');
  });

  it('needs both a subject and a body to be sent', () => {
    expect(hasCampaignContent({ subject: 'S', body: 'B' })).toBe(true);
    for (const c of [
      { subject: null, body: 'B' },
      { subject: 'S', body: '  ' },
      { subject: undefined, body: undefined },
    ])
      expect(hasCampaignContent(c)).toBe(false);
  });
});
