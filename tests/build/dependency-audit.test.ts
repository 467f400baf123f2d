// `npm audit` cannot run on the machines this site is built on, so
// docs/dependency-audit.md records, by hand, the advisories checked for each
// shipped dependency at its locked version. This fails when a dependency is
// added or its locked version moves without the note being checked again, and
// when CI stops running the real audit.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const note = readFileSync('docs/dependency-audit.md', 'utf8');

const { dependencies = {} } = readJson('package.json') as { dependencies?: Record<string, string> };
const { packages } = readJson('package-lock.json') as { packages: Record<string, { version?: string }> };
const lockedVersion = (name: string) => packages[`node_modules/${name}`]?.version;

/** The table cells of the row whose first cell names `name`, like "| `astro` | 7.3.4 | ...". */
function rowFor(name: string): string[] | undefined {
  const row = note.split('\n').find((line) => line.split('|')[1]?.includes(`\`${name}\``));
  return row?.split('|').map((cell) => cell.trim());
}

describe('docs/dependency-audit.md', () => {
  it('is dated', () => {
    expect(note).toMatch(/\*\*Checked on \d{4}-\d{2}-\d{2}\*\*/);
  });

  it.each(Object.keys(dependencies))('has a row for %s at its locked version', (name) => {
    const version = lockedVersion(name);
    expect(version, `${name} is not in package-lock.json`).toBeDefined();
    expect(rowFor(name)?.[2], `the row for ${name}`).toBe(version);
  });

  it('names an advisory id or says none was found, in every row of a shipped dependency', () => {
    for (const name of Object.keys(dependencies)) {
      const checked = rowFor(name)?.[4] ?? '';
      expect(checked, name).toMatch(/GHSA-[\w-]+|CVE-\d{4}-\d+|SNYK-[\w-]+|none found|No GHSA or CVE found/);
    }
  });
});

describe('the CI workflow', () => {
  it('still runs npm audit over what visitors download', () => {
    const workflows = readdirSync('.github/workflows').map((file) =>
      readFileSync(join('.github/workflows', file), 'utf8'),
    );
    expect(workflows.join('\n')).toMatch(/npm audit --omit=dev/);
  });
});
