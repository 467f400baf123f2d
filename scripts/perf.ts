// `npm run perf`: Lighthouse (mobile, simulated throttling, Debian Chromium)
// five times on every route of the built site (built first if there is no
// dist/), a table of medians, raw reports in reports/lighthouse/, and a
// non-zero exit when a budget of scripts/perf/budgets.ts is broken.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './chromium-flags.ts';
import { byteBudgetProblems, formatKb, lighthouseBudget, measuredRoutes, median } from './perf/budgets.ts';

// Five runs: blocking time on these shared 2-core machines swings from run to run, and the
// median of five is steady enough to gate on.
const runsPerRoute = Number(process.env.PERF_RUNS ?? 5);
// PERF_ROUTES="/gallery /about" measures only those routes, while working on one page.
const onlyRoutes = process.env.PERF_ROUTES?.split(/[\s,]+/).filter(Boolean);
const routes = onlyRoutes ? measuredRoutes.filter((route) => onlyRoutes.includes(route)) : measuredRoutes;
const port = 4330;
const reportDir = join('reports', 'lighthouse');

if (!existsSync('dist/index.html')) {
  console.log('No build found: building the site first...');
  // The package's own build script, so a step added to it is measured too.
  const build = spawnSync('npm', ['run', 'build:outbox'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['scripts/serve.ts', '--port', String(port)], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 800));
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumFlags],
});
// The folder holds this run's reports only: a report left from an earlier run
// (another route list, or a route since renamed) would pass for a current one.
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

/** One Lighthouse run; one Lighthouse could not complete (NO_NAVSTART on a busy machine) is retried twice, not scored 0. */
async function measure(route: string) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(`http://127.0.0.1:${port}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    if (!result.lhr.runtimeError || attempt === 3) return result.lhr;
    console.warn(`\n${route}: Lighthouse error ${result.lhr.runtimeError.code}, measuring again`);
  }
}

type Lhr = Awaited<ReturnType<typeof measure>>;

/** The table's columns for one run; bytes are transferred bytes by type (Lighthouse's resource summary). */
function summarise(lhr: Lhr) {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['resource-summary']?.details as
    { items?: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined;
  const byType = new Map(details?.items?.map((item) => [item.resourceType, item]));
  const bytes = (type: string) => byType.get(type)?.transferSize ?? 0;
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    'LCP ms': metric('largest-contentful-paint'),
    'TBT ms': metric('total-blocking-time'),
    CLS: metric('cumulative-layout-shift'),
    HTML: bytes('document'),
    CSS: bytes('stylesheet'),
    JS: bytes('script'),
    images: bytes('image'),
    fonts: bytes('font'),
    total: bytes('total'),
    requests: byType.get('total')?.requestCount ?? 0,
    'CPU index': lhr.environment.benchmarkIndex,
  };
}
type RunSummary = ReturnType<typeof summarise>;
type Column = keyof RunSummary;

const rows: { route: string; median: RunSummary; runs: RunSummary[] }[] = [];
try {
  for (const route of routes) {
    const runs: RunSummary[] = [];
    for (let attempt = 1; attempt <= runsPerRoute; attempt += 1) {
      const lhr = await measure(route);
      const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
      writeFileSync(join(reportDir, `${name}-${attempt}.json`), JSON.stringify(lhr));
      runs.push(summarise(lhr));
    }
    const columns = Object.keys(runs[0] ?? {}) as Column[];
    const medians = Object.fromEntries(
      columns.map((column) => [column, median(runs.map((run) => run[column]))]),
    );
    rows.push({ route, median: medians as RunSummary, runs });
    process.stdout.write('.');
  }
} finally {
  chrome.kill();
  server.kill();
}
process.stdout.write('\n');

const shown = (column: Column, value: number) => {
  if (column === 'CLS') return value.toFixed(3);
  if (['HTML', 'CSS', 'JS', 'images', 'fonts', 'total'].includes(column)) return formatKb(value);
  return String(Math.round(value));
};
const header = Object.keys(rows[0]?.median ?? {}) as Column[];
console.log(`| route | ${header.join(' | ')} |\n| --- |${header.map(() => ' --- ').join('|')}|`);
for (const { route, median: m } of rows) {
  console.log(`| ${route} | ${header.map((column) => shown(column, m[column])).join(' | ')} |`);
}

const problems: string[] = [];
const { minScore, maxLcpMs, maxTbtMs, maxCls } = lighthouseBudget;
for (const { route, median: m } of rows) {
  if (m.perf < minScore.performance) problems.push(`${route}: performance ${m.perf}`);
  if (m.a11y < minScore.accessibility) problems.push(`${route}: accessibility ${m.a11y}`);
  if (m.bp < minScore.bestPractices) problems.push(`${route}: best practices ${m.bp}`);
  if (m.seo < minScore.seo) problems.push(`${route}: SEO ${m.seo}`);
  if (m['LCP ms'] > maxLcpMs) problems.push(`${route}: LCP ${Math.round(m['LCP ms'])} ms`);
  if (m['TBT ms'] > maxTbtMs) problems.push(`${route}: TBT ${Math.round(m['TBT ms'])} ms`);
  if (m.CLS > maxCls) problems.push(`${route}: CLS ${m.CLS.toFixed(3)}`);
  problems.push(...byteBudgetProblems({ route, totalBytes: m.total, scriptBytes: m.JS }));
}
console.log(`\nMedians of ${runsPerRoute} Lighthouse runs (mobile); raw reports in ${reportDir}/`);
// Blocking time moves most from run to run, with the speed of the machine:
// each run's value beside the CPU index it was measured at shows how much.
console.log('\nTBT ms of each run, at CPU index:');
for (const { route, runs } of rows) {
  const each = runs.map((run) => `${Math.round(run['TBT ms'])} at ${Math.round(run['CPU index'])}`);
  console.log(`- ${route}: ${each.join(', ')}`);
}
console.log(
  "\nCPU index is Lighthouse's benchmark of this machine during the runs. Below 1000 Lighthouse warns that the machine is slower than it expects: its 4x phone slowdown then overstates TBT.",
);
if (problems.length > 0) {
  console.log(`Over budget:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('All budgets met.');
