// Keeps the README true: every path its structure tree names must exist.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync('README.md', 'utf8');
const tree = /## Structure\s+```text\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';

/** Turns the indented tree into full paths: "src/" then "  pages/" gives "src/pages/". */
function pathsOf(treeText: string): string[] {
  const parents: string[] = [];
  const paths: string[] = [];
  for (const line of treeText.split('\n')) {
    const match = /^( *)(\S+)/.exec(line);
    if (!match) continue;
    const depth = (match[1]?.length ?? 0) / 2;
    const name = match[2] ?? '';
    parents.length = depth;
    const full = [...parents, name].join('');
    paths.push(full);
    if (name.endsWith('/')) parents.push(name);
  }
  return paths;
}

describe('README structure tree', () => {
  it('names at least the main folders', () => {
    expect(pathsOf(tree)).toEqual(expect.arrayContaining(['src/', 'src/pages/', 'tests/e2e/']));
  });

  it.each(pathsOf(tree))('%s exists', (path) => {
    expect(existsSync(path)).toBe(true);
  });

  it('starts with exactly the two set-up commands', () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const commands = firstBlock
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => line.split('#')[0]?.trim());
    expect(commands).toEqual(['npm ci && npm start', 'npm ci && npm test']);
    expect(readFileSync('.ci/run', 'utf8')).toContain('npm ci && npm test');
  });
});
