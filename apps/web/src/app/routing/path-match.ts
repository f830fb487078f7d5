/**
 * Matching a pathname against the manifest's route paths the way react-router picks a route (static segments beat
 * `:param` ones, whatever the order), without react-router: the boot chunk uses it before React is evaluated.
 */
export interface PathPattern {
  path: string;
  re: RegExp;
  score: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function compilePath(path: string): PathPattern {
  const segments = path.split('/').filter(Boolean);
  const re = new RegExp(`^/${segments.map((s) => (s.startsWith(':') ? '[^/]+' : escape(s))).join('/')}/?$`);
  // react-router's ranking: 10 a static segment, 3 a dynamic one, plus one per segment.
  const score = segments.reduce((n, s) => n + (s.startsWith(':') ? 3 : 10) + 1, 0);
  return { path, re, score };
}

/** The best of `items` for `pathname` (its query and hash ignored), or undefined when none matches. */
export function bestMatch<T>(items: readonly T[], patternOf: (item: T) => PathPattern, pathname: string): T | undefined {
  const path = pathname.split(/[?#]/)[0];
  let best: T | undefined;
  let bestScore = -1;
  for (const item of items) {
    const p = patternOf(item);
    if (p.score > bestScore && p.re.test(path)) [best, bestScore] = [item, p.score];
  }
  return best;
}

/** The first segment of a path ('' for /). */
export const firstSegment = (path: string) => path.split(/[/?#]/).filter(Boolean)[0] ?? '';
