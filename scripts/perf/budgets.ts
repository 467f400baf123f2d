// The performance budgets, for both checks that use them: the byte check in
// `npm test` and the Lighthouse run of `npm run perf`. Our visitors are on
// cheap phones and slow mobile data.
import {
  allLocalisedPaths,
  findRoute,
  isEditorPath,
  isPattern,
  routeList,
  type PublicPageKind,
} from '../../src/lib/routes/site-routes.ts';

/** Bytes transferred on first load before scrolling: everything, and the JavaScript (compressed). */
type ByteBudget = Record<'totalBytes' | 'scriptBytes', number>;

const KB = 1000;

// The editor at /admin (kind 'editor') is left out on purpose: staff open it
// on a desk computer, and Decap CMS is about 1.6 MB of JavaScript (gzip).
export const byteBudgets: Record<PublicPageKind, ByteBudget> = {
  home: { totalBytes: 350 * KB, scriptBytes: 110 * KB },
  // Masonry and the photo grid's opener (about 10 KB of code; 17 KB as Lighthouse counts it, with each
  // file's response headers): the lightbox itself loads when a visitor reaches for a photo.
  gallery: { totalBytes: 500 * KB, scriptBytes: 20 * KB },
  // None, but an activity's photo grid loads its opener and Vite's preload helper (1.6 KB of code, 5 KB
  // with headers); tests/e2e/navigation.spec.ts holds the pages without photos to none at all.
  text: { totalBytes: 100 * KB, scriptBytes: 6 * KB },
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

export const lighthouseBudget = {
  // 100 is the aim; 98 allows for the noise of a busy 2-core machine.
  minScore: { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 },
  maxLcpMs: 1500,
  maxTbtMs: 50,
  maxCls: 0.02,
};

/**
 * Which budget a route falls under, as the route registry says. An address
 * the registry does not know is an error, not a text page: a new page must
 * be given its kind.
 */
export function kindOf(route: string): PublicPageKind {
  if (isEditorPath(route)) throw new Error(`${route} is the staff's editor: it has no budget on purpose`);
  const entry = findRoute(route);
  if (!entry) throw new Error(`${route} is not in the route registry (src/lib/routes/site-routes.ts)`);
  return entry.kind;
}

/** A page of each pattern route, to measure: one activity, one newsletter, one page staff made stands for all of them. */
const patternSamples: Readonly<Record<string, string>> = {
  '/activite/[slug]': '/activite/sports-day',
  // The longest sample issue.
  '/newsletters/[id]': '/newsletters/newsletter-2024-winter',
  '/[slug]': '/admissions',
};

/**
 * Every route of the registry in every language ("/about" and "/gu/about",
 * held to the same budget), a pattern by its sample page. The NOT FOUND
 * page is measured at its own file address: Lighthouse refuses to score a
 * document answered with status 404, and /404 -> 404.html answers 200; the
 * byte budget test loads it at a real unknown address.
 */
export const measuredRoutes: readonly string[] = routeList.flatMap(({ path }) => {
  if (!isPattern(path)) return allLocalisedPaths(path);
  const sample = patternSamples[path];
  if (!sample) throw new Error(`scripts/perf/budgets.ts: no sample page to measure for ${path}`);
  return allLocalisedPaths(sample);
});

/** Sentences describing each budget a load broke; empty when within budget. */
export function byteBudgetProblems({ route, totalBytes, scriptBytes }: ByteBudget & { route: string }) {
  const budget = byteBudgets[kindOf(route)];
  return [
    totalBytes > budget.totalBytes &&
      `${route}: ${formatKb(totalBytes)} transferred, budget ${formatKb(budget.totalBytes)}`,
    scriptBytes > budget.scriptBytes &&
      `${route}: ${formatKb(scriptBytes)} of JavaScript, budget ${formatKb(budget.scriptBytes)}`,
  ].filter((problem) => typeof problem === 'string');
}

export function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** The middle value (the mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return (sorted[Math.floor(middle)] + sorted[Math.ceil(middle) - 1]) / 2;
}

/**
 * What the offline reader (src/features/offline) downloads on a first visit, after the page has loaded:
 * its script and the offline page in the visitor's language (compressed); the page it saves and its photos
 * come from the browser's cache. Measured at 10.5 KB (December 2026), most of it the offline page, whose
 * footer grows with the school's activities and newsletters.
 */
export const readerFirstVisitBytes = 14 * KB;
