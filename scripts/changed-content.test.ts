import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changedPaths, kindOfChange } from './changed-content.ts';

describe('kindOfChange', () => {
  it('is content when every path is one the editor writes', () => {
    expect(
      kindOfChange([
        'src/content/newsletters/en/newsletter-2027-spring.md',
        'src/content/newsletters/photos/kites.jpg',
        'public/newsletters/newsletter-2027-spring.pdf',
        'public/isl/open-day.mp4',
        'public/documents/interact-club.pdf',
      ]),
    ).toBe('content');
  });

  it.each([
    ['a source file', ['src/content/news/en/a.json', 'src/components/ui/Photo.astro']],
    ['the workflow', ['.github/workflows/site.yml']],
    ['a file beside the content folder', ['src/content.config.ts']],
    ['the lockfile', ['package-lock.json']],
    ['nothing (unknown)', []],
  ])('is code with %s', (_case, paths) => {
    expect(kindOfChange(paths)).toBe('code');
  });
});

describe('changedPaths, in a real repository', () => {
  const repo = mkdtempSync(join(tmpdir(), 'changed-content-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.in', ...args], {
      cwd: repo,
      encoding: 'utf8',
    }).trim();
  const commit = (path: string, text: string) => {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
    git('add', '-A');
    git('commit', '-qm', path);
    return git('rev-parse', 'HEAD');
  };

  it('tells a staff edit from a code change, and an unknown base from both', () => {
    git('init', '-q');
    const first = commit('src/pages/index.astro', 'home');
    const staffEdit = commit('src/content/news/en/open-day.json', '{}');
    const codeChange = commit('src/pages/index.astro', 'home, changed');
    expect(kindOfChange(changedPaths(first, staffEdit, repo) ?? [])).toBe('content');
    expect(kindOfChange(changedPaths(first, codeChange, repo) ?? [])).toBe('code');
    expect(changedPaths('0'.repeat(40), codeChange, repo)).toBeNull();
  });
});

describe('the CI workflow', () => {
  const workflow = readFileSync('.github/workflows/site.yml', 'utf8');
  const step = (name: string) =>
    new RegExp(`- name: ${name}\\n\\s+if: steps\\.changed\\.outputs\\.kind (\\S+) 'content'`);

  it('asks this script what changed, against the commit before the change', () => {
    expect(workflow).toContain('node scripts/changed-content.ts "$BASE" "$GITHUB_SHA"');
    expect(workflow).toContain('fetch-depth: 0');
  });

  it('runs every test on a code change, and only the content check on a content change', () => {
    expect(workflow).toMatch(step('Tests'));
    expect(step('Tests').exec(workflow)?.[1]).toBe('!=');
    expect(step('Content check \\(a change of content only\\)').exec(workflow)?.[1]).toBe('==');
    expect(workflow).toMatch(/run: npm ci && npm run check:content/);
  });
});
