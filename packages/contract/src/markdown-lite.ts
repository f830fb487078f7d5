/**
 * A small, safe Markdown subset for campaign e-mails (no Markdown library is installed, and e-mail needs little):
 * paragraphs, line breaks, **bold**, *italic* / _italic_, [links](https://…) with http(s) or mailto targets only, and
 * "- " / "* " / "1. " lists. Everything else is text: every character that means something in HTML is escaped, so a
 * body can never carry markup, scripts or javascript: links into an e-mail or the preview.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

const SAFE_URL = /^(https?:\/\/|mailto:)[^\s<>"']+$/i;
/** Only absolute http(s) and mailto targets become links; anything else (javascript:, data:, relative) stays text. */
export const isSafeLinkUrl = (url: string) => SAFE_URL.test(url);

type Block = { kind: 'p'; lines: string[] } | { kind: 'ul' | 'ol'; items: string[] };

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;

function blocks(markdown: string): Block[] {
  const out: Block[] = [];
  const last = () => out[out.length - 1];
  let open = false; // whether the last block takes more lines (no blank line since)
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const item = BULLET.exec(raw) ?? NUMBERED.exec(raw);
    const block = open ? last() : undefined;
    if (!line) open = false;
    else if (item) {
      const kind = BULLET.test(raw) ? 'ul' : 'ol';
      if (block?.kind === kind) block.items.push(item[1]!.trim());
      else out.push({ kind, items: [item[1]!.trim()] });
      open = true;
    } else if (block && block.kind !== 'p')
      block.items[block.items.length - 1] += ` ${line}`; // continues the list item
    else if (block) block.lines.push(line);
    else {
      out.push({ kind: 'p', lines: [line] });
      open = true;
    }
  }
  return out;
}

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;
const BOLD = /\*\*(?=\S)([^*]*?\S)\*\*/g;
const STAR_ITALIC = /(^|[^*])\*(?=\S)([^*]*?\S)\*(?!\*)/g;
// Underscores inside a word ({first_name}, snake_case) are never emphasis.
const UNDERSCORE_ITALIC = /(^|[^\w])_(?=\S)([^_]*?\S)_(?!\w)/g;

const emphasis = (text: string, bold: string, italic: string) =>
  text.replace(BOLD, bold).replace(STAR_ITALIC, `$1${italic}`).replace(UNDERSCORE_ITALIC, `$1${italic}`);

/** Links are set aside as tokens while emphasis is applied, so a URL's own `_` or `*` never turns into markup. */
function withLinks(text: string, link: (label: string, url: string) => string | null, bold: string, italic: string): string {
  const kept: string[] = [];
  const marked = text.replace(LINK, (whole, label: string, url: string) => {
    const out = link(label, url);
    if (out === null) return whole;
    kept.push(out);
    return `\uE000${kept.length - 1}\uE000`;
  });
  return emphasis(marked, bold, italic).replace(/\uE000(\d+)\uE000/g, (_, i: string) => kept[Number(i)]!);
}

function inlineHtml(text: string): string {
  const link = (label: string, url: string) => {
    const target = url.replace(/&amp;/g, '&');
    return isSafeLinkUrl(target) ? `<a href="${escapeHtml(target)}">${label}</a>` : null;
  };
  // The input is escaped first, so the marks added here are the only markup there is.
  return withLinks(escapeHtml(text.replace(/\uE000/g, '')), link, '<strong>$1</strong>', '<em>$2</em>');
}

function inlineText(text: string): string {
  return withLinks(text.replace(/\uE000/g, ''), (label, url) => (isSafeLinkUrl(url) ? `${label} (${url})` : null), '$1', '$2');
}

const P_STYLE = 'margin:0 0 16px 0;line-height:1.5';
const LIST_STYLE = 'margin:0 0 16px 0;padding-left:24px;line-height:1.5';

/** The Markdown subset as HTML fragments with inline styles (e-mail clients drop style sheets). */
export function markdownToHtml(markdown: string): string {
  return blocks(markdown)
    .map((b) => {
      if (b.kind === 'p') return `<p style="${P_STYLE}">${b.lines.map(inlineHtml).join('<br>')}</p>`;
      return `<${b.kind} style="${LIST_STYLE}">${b.items.map((i) => `<li>${inlineHtml(i)}</li>`).join('')}</${b.kind}>`;
    })
    .join('\n');
}

/** The same content as plain text: marks dropped, links as "label (url)", lists kept as "- " / "1. ". */
export function markdownToText(markdown: string): string {
  return blocks(markdown)
    .map((b) => {
      if (b.kind === 'p') return b.lines.map(inlineText).join('\n');
      return b.items.map((item, i) => `${b.kind === 'ul' ? '-' : `${i + 1}.`} ${inlineText(item)}`).join('\n');
    })
    .join('\n\n');
}

/** One run of text with its marks: what a screen renders as React text (never as HTML). */
export interface MarkdownRun {
  text: string;
  strong?: boolean;
  em?: boolean;
  /** A safe link target (http(s) or mailto only). */
  href?: string;
}
export type MarkdownBlock = { kind: 'p'; lines: MarkdownRun[][] } | { kind: 'ul' | 'ol'; items: MarkdownRun[][] };

// Private-use marks stand for the tags while the same rules as the HTML rendering run; the input's own are dropped first.
const M = { bOpen: '\uE001', bClose: '\uE002', iOpen: '\uE003', iClose: '\uE004', link: '\uE005', sep: '\uE006' };
const MARKS = /[\uE000-\uE006]/g;

function inlineRuns(text: string): MarkdownRun[] {
  const marked = withLinks(
    text.replace(MARKS, ''),
    (label, url) => (isSafeLinkUrl(url) ? `${M.link}${label.replace(MARKS, '')}${M.sep}${url}${M.link}` : null),
    `${M.bOpen}$1${M.bClose}`,
    `${M.iOpen}$2${M.iClose}`,
  );
  const runs: MarkdownRun[] = [];
  let strong = false;
  let em = false;
  const push = (t: string, href?: string) => {
    if (!t) return;
    runs.push({ text: t, ...(strong ? { strong } : {}), ...(em ? { em } : {}), ...(href ? { href } : {}) });
  };
  for (const part of marked.split(/([\uE001-\uE004]|\uE005[^\uE005]*\uE005)/)) {
    if (part === M.bOpen) strong = true;
    else if (part === M.bClose) strong = false;
    else if (part === M.iOpen) em = true;
    else if (part === M.iClose) em = false;
    else if (part.startsWith(M.link)) {
      const [label, url] = part.slice(1, -1).split(M.sep);
      push(label!, url);
    } else push(part);
  }
  return runs;
}

/**
 * The Markdown subset as a tree of blocks and runs of text, for screens: React renders the runs as text nodes, so no
 * input can become markup; links keep only http(s) and mailto targets. Same blocks and marks as `markdownToHtml`.
 */
export function markdownTree(markdown: string): MarkdownBlock[] {
  return blocks(markdown).map((b) =>
    b.kind === 'p' ? { kind: 'p', lines: b.lines.map(inlineRuns) } : { kind: b.kind, items: b.items.map(inlineRuns) },
  );
}
