/**
 * Reads what the performance table needs out of one Lighthouse result: the
 * four category scores, LCP, TBT, CLS and the bytes transferred by type.
 */

export interface RunSummary {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: { html: number; css: number; js: number; images: number; fonts: number; other: number };
  requests: number;
  /**
   * Lighthouse's measure of how fast this machine's CPU was during the run.
   * Below 1000 Lighthouse itself warns that the host is slower than it
   * expects (a busy or throttled machine), and its 4x slowdown inflates TBT.
   */
  benchmarkIndex: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
  url?: string;
}

/** The parts of a Lighthouse result (lhr) this reads; the full type is much larger. */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
  environment?: { benchmarkIndex?: number };
}

const score = (lhr: LighthouseResultLike, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr: LighthouseResultLike, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

export function summariseRun(lhr: LighthouseResultLike): RunSummary {
  const items = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkItem[];
  const bytes = { html: 0, css: 0, js: 0, images: 0, fonts: 0, other: 0 };
  for (const item of items) {
    const size = item.transferSize ?? 0;
    switch (item.resourceType) {
      case 'Document':
        bytes.html += size;
        break;
      case 'Stylesheet':
        bytes.css += size;
        break;
      case 'Script':
        bytes.js += size;
        break;
      case 'Image':
        bytes.images += size;
        break;
      case 'Font':
        bytes.fonts += size;
        break;
      default:
        bytes.other += size;
    }
  }
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    bytes,
    requests: items.length,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

export function totalBytes(run: RunSummary): number {
  const { html, css, js, images, fonts, other } = run.bytes;
  return html + css + js + images + fonts + other;
}
