/**
 * Says whether a push or pull request changes only what staff edit in the web editor ("content") or
 * anything else ("code"), for .github/workflows/site.yml. The test suite checks the sample content's
 * counts and words (six newsletters, the eighteen activities...), so on a school's own content it fails:
 * a change of content alone is checked by building it instead (the schemas name any bad file and field),
 * and deploys when that passes. Anything it cannot tell, such as a first push, counts as code.
 *
 * Usage: node scripts/changed-content.ts <base commit> <head commit>   (prints "content" or "code")
 */
import { execFileSync } from 'node:child_process';

/** Where the editor writes: every content collection, and the PDFs and sign-language videos it uploads. */
const CONTENT_PATHS = /^(src\/content|public\/newsletters|public\/documents|public\/isl)\//;

export function kindOfChange(paths: readonly string[]): 'content' | 'code' {
  return paths.length > 0 && paths.every((path) => CONTENT_PATHS.test(path)) ? 'content' : 'code';
}

export function changedPaths(base: string, head: string, cwd = process.cwd()): string[] | null {
  try {
    const out = execFileSync('git', ['diff', '--name-only', '--no-renames', base, head], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.split('\n').filter(Boolean);
  } catch {
    return null; // an unknown commit: "0000…" before a first push, or history not fetched
  }
}

if (import.meta.main) {
  const [base = '', head = 'HEAD'] = process.argv.slice(2);
  console.log(kindOfChange(changedPaths(base, head) ?? []));
}
