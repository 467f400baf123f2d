/**
 * The performance budgets, in one place for both checks that use them: the
 * fast byte check inside `npm test` and the Lighthouse run of `npm run perf`.
 * Numbers come from the performance issue: our visitors are on cheap phones
 * and slow mobile data.
 */

export type PageKind = 'home' | 'gallery' | 'text' | 'form' | 'document';

export interface ByteBudget {
  /** Everything transferred on first load, before scrolling, in bytes. */
  totalBytes: number;
  /** JavaScript transferred before the visitor interacts, in bytes (compressed). */
  scriptBytes: number;
}

const KB = 1000;

export const byteBudgets: Record<PageKind, ByteBudget> = {
  home: { totalBytes: 350 * KB, scriptBytes: 110 * KB },
  // Masonry only (about 7 KB): React and the lightbox load when a visitor reaches for a photo.
  gallery: { totalBytes: 500 * KB, scriptBytes: 15 * KB },
  text: { totalBytes: 100 * KB, scriptBytes: 0 },
  form: { totalBytes: 350 * KB, scriptBytes: 110 * KB },
  // The club document page loads like a text page: the reader (pdf.js, its
  // worker and React, over 0.5 MB gzip) downloads only when a visitor presses
  // "Read it here".
  document: { totalBytes: 100 * KB, scriptBytes: 0 },
};

/**
 * What a first TCP round trip carries (ten segments, about 14 KB compressed):
 * the whole of a text page with its inline CSS, and on every page the HTML a
 * phone's first screen shows.
 */
export const firstRoundTripBytes = 14.6 * KB;

export interface LighthouseBudget {
  minScore: { performance: number; accessibility: number; bestPractices: number; seo: number };
  maxLcpMs: number;
  maxTbtMs: number;
  maxCls: number;
}

export const lighthouseBudget: LighthouseBudget = {
  // 100 is the aim; 98 allows for the noise of a busy 2-core machine.
  minScore: { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 },
  maxLcpMs: 1500,
  maxTbtMs: 50,
  maxCls: 0.02,
};

/** Which budget a route falls under. */
export function kindOf(route: string): PageKind {
  if (route === '/') return 'home';
  if (route === '/gallery' || route === '/news-corner') return 'gallery';
  if (route === '/contact' || route === '/volunteers') return 'form';
  if (route === '/intrect-club') return 'document';
  return 'text';
}

/** The routes measured: one of each kind, plus every text page type. */
export const measuredRoutes = [
  '/',
  '/about',
  '/gallery',
  '/activite',
  '/activite/sports-day',
  '/volunteers',
  '/contact',
  '/intrect-club',
  '/news-corner',
  '/infrastructure',
  // The NOT FOUND page. Lighthouse refuses to score a document answered with
  // status 404, so it is measured at its own file address (/404 -> 404.html,
  // status 200); the byte budget test loads it at a real unknown address.
  '/404',
] as const;

export interface LoadMeasurement {
  route: string;
  totalBytes: number;
  scriptBytes: number;
}

/** Sentences describing each budget a load broke; empty when within budget. */
export function byteBudgetProblems({ route, totalBytes, scriptBytes }: LoadMeasurement): string[] {
  const budget = byteBudgets[kindOf(route)];
  const problems: string[] = [];
  if (totalBytes > budget.totalBytes) {
    problems.push(`${route}: ${formatKb(totalBytes)} transferred, budget ${formatKb(budget.totalBytes)}`);
  }
  if (scriptBytes > budget.scriptBytes) {
    problems.push(`${route}: ${formatKb(scriptBytes)} of JavaScript, budget ${formatKb(budget.scriptBytes)}`);
  }
  return problems;
}

export function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** The middle value (the mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
