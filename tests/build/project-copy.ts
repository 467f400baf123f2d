// Throwaway copies of the project with one content file changed, and a way
// to run Astro in them, for the build tests: they show what staff would see
// (an error, or the built page) without touching the real content.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const project = resolve('.');
const copies: string[] = [];

const PROJECT_FILES = [
  'src',
  'public',
  'scripts',
  '.env.outbox',
  'astro.config.mjs',
  'tsconfig.json',
  'package.json',
];

/**
 * The copy gets its own node_modules folder of links to the project's
 * packages, except Astro's cache: there Astro keeps the loaded content, which
 * must not mix with the project's own or another copy's (test files run in
 * parallel). Only the optimised images, keyed by their source, are shared, so
 * a copy's build does not encode every photo again.
 */
function linkPackages(copy: string): void {
  const modules = join(project, 'node_modules');
  const copyModules = join(copy, 'node_modules');
  mkdirSync(join(copyModules, '.astro'), { recursive: true });
  for (const entry of readdirSync(modules)) {
    if (entry === '.astro' || entry === '.vite') continue;
    symlinkSync(join(modules, entry), join(copyModules, entry));
  }
  symlinkSync(join(modules, '.astro', 'assets'), join(copyModules, '.astro', 'assets'), 'dir');
}

/** A throwaway copy of the project, as it is. */
export function projectCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), 'school-site-copy-'));
  copies.push(copy);
  for (const entry of PROJECT_FILES) cpSync(join(project, entry), join(copy, entry), { recursive: true });
  linkPackages(copy);
  return copy;
}

/** A throwaway copy of the project with `edit` applied to one content file. */
export function projectCopyWith(file: string, edit: (text: string) => string): string {
  const copy = projectCopy();
  editInCopy(copy, file, edit);
  return copy;
}

/** Applies `edit` to one more file of a copy (an English file's translated twin, say). */
export function editInCopy(copy: string, file: string, edit: (text: string) => string): void {
  const target = join(copy, file);
  writeFileSync(target, edit(readFileSync(target, 'utf8')));
}

// The copy's own files (.env.outbox, a test's .env) give the e-mail settings, never this process: Astro
// puts the unit tests' outbox placeholders into process.env, and a shell may hold real keys.
const inherited = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith('PUBLIC_EMAIL_')),
);

/** Runs an Astro command (`sync` loads and checks all content; `build` also writes dist/) in a copy. */
export function runAstro(cwd: string, ...args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [join(project, 'node_modules/astro/bin/astro.mjs'), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...inherited, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** Deletes every copy made so far (call from afterAll). */
export function removeProjectCopies(): void {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true });
}
