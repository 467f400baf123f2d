/**
 * `npm run perf`: Lighthouse (mobile, default simulated throttling, Debian
 * Chromium) five times on every kind of route of the built site, one table
 * of medians, raw reports in reports/lighthouse/, and a non-zero exit when a
 * budget of scripts/perf/budgets.ts is broken. It builds the site first if
 * there is no dist/.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './chromium-flags.ts';
import { byteBudgetProblems, formatKb, lighthouseBudget, measuredRoutes, median } from './perf/budgets.ts';
import {
  summariseRun,
  totalBytes,
  type LighthouseResultLike,
  type RunSummary,
} from './perf/lighthouse-summary.ts';

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
  const build = spawnSync('astro', ['build', '--mode', 'outbox'], { stdio: 'inherit' });
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

/**
 * One Lighthouse run. A run that Lighthouse itself could not complete (for
 * example NO_NAVSTART on a busy machine) is retried twice rather than
 * counted as a score of 0.
 */
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

const rows: { route: string; median: RunSummary; runs: RunSummary[] }[] = [];
try {
  for (const route of routes) {
    const runs: RunSummary[] = [];
    for (let attempt = 1; attempt <= runsPerRoute; attempt += 1) {
      const lhr = await measure(route);
      const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
      writeFileSync(join(reportDir, `${name}-${attempt}.json`), JSON.stringify(lhr));
      runs.push(summariseRun(lhr as unknown as LighthouseResultLike));
    }
    rows.push({ route, median: medianRun(runs), runs });
    process.stdout.write('.');
  }
} finally {
  chrome.kill();
  server.kill();
}
process.stdout.write('\n');

function medianRun(runs: RunSummary[]): RunSummary {
  const of = (pick: (run: RunSummary) => number) => median(runs.map(pick));
  return {
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    bestPractices: of((run) => run.bestPractices),
    seo: of((run) => run.seo),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    bytes: {
      html: of((run) => run.bytes.html),
      css: of((run) => run.bytes.css),
      js: of((run) => run.bytes.js),
      images: of((run) => run.bytes.images),
      fonts: of((run) => run.bytes.fonts),
      other: of((run) => run.bytes.other),
    },
    requests: of((run) => run.requests),
    benchmarkIndex: of((run) => run.benchmarkIndex),
  };
}

const header = [
  'route',
  'perf',
  'a11y',
  'bp',
  'seo',
  'LCP ms',
  'TBT ms',
  'CLS',
  'HTML',
  'CSS',
  'JS',
  'images',
  'fonts',
  'total',
  'requests',
  'CPU index',
];
const lines = rows.map(({ route, median: m }) => [
  route,
  m.performance,
  m.accessibility,
  m.bestPractices,
  m.seo,
  Math.round(m.lcpMs),
  Math.round(m.tbtMs),
  m.cls.toFixed(3),
  formatKb(m.bytes.html),
  formatKb(m.bytes.css),
  formatKb(m.bytes.js),
  formatKb(m.bytes.images),
  formatKb(m.bytes.fonts),
  formatKb(totalBytes(m)),
  m.requests,
  Math.round(m.benchmarkIndex),
]);
console.log(`| ${header.join(' | ')} |\n|${header.map(() => ' --- ').join('|')}|`);
for (const line of lines) console.log(`| ${line.join(' | ')} |`);

const problems: string[] = [];
const { minScore, maxLcpMs, maxTbtMs, maxCls } = lighthouseBudget;
for (const { route, median: m } of rows) {
  if (m.performance < minScore.performance) problems.push(`${route}: performance ${m.performance}`);
  if (m.accessibility < minScore.accessibility) problems.push(`${route}: accessibility ${m.accessibility}`);
  if (m.bestPractices < minScore.bestPractices) problems.push(`${route}: best practices ${m.bestPractices}`);
  if (m.seo < minScore.seo) problems.push(`${route}: SEO ${m.seo}`);
  if (m.lcpMs > maxLcpMs) problems.push(`${route}: LCP ${Math.round(m.lcpMs)} ms`);
  if (m.tbtMs > maxTbtMs) problems.push(`${route}: TBT ${Math.round(m.tbtMs)} ms`);
  if (m.cls > maxCls) problems.push(`${route}: CLS ${m.cls.toFixed(3)}`);
  problems.push(...byteBudgetProblems({ route, totalBytes: totalBytes(m), scriptBytes: m.bytes.js }));
}
console.log(`\nMedians of ${runsPerRoute} Lighthouse runs (mobile); raw reports in ${reportDir}/`);
// Blocking time moves most from run to run, with the speed of the machine:
// each run's value beside the CPU index it was measured at shows how much.
console.log('\nTBT ms of each run, at CPU index:');
for (const { route, runs } of rows) {
  console.log(
    `- ${route}: ${runs.map((run) => `${Math.round(run.tbtMs)} at ${Math.round(run.benchmarkIndex)}`).join(', ')}`,
  );
}
console.log(
  "\nCPU index is Lighthouse's benchmark of this machine during the runs. Below 1000 Lighthouse warns that the machine is slower than it expects: its 4x phone slowdown then overstates TBT.",
);
if (problems.length > 0) {
  console.log(`Over budget:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('All budgets met.');
