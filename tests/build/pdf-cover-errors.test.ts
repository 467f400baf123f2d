// The first page of every PDF is drawn when content loads. A PDF that cannot
// be drawn must stop the build naming the file; a PDF that is missing must be
// reported by the entry's file field alone, not also as a missing cover,
// which staff never write. Runs Astro's content loading (`astro sync`) on a
// copy of the project, a few seconds per case.
import { afterAll, describe, expect, it } from 'vitest';
import { projectCopyWith, removeProjectCopies, runAstro } from './project-copy';

afterAll(removeProjectCopies, 60_000);

describe('PDF covers when content loads', () => {
  it('a file that is not a readable PDF stops the build, naming it', () => {
    const copy = projectCopyWith('public/newsletters/newsletter-2025-summer.pdf', () => 'not a PDF at all');
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'public/newsletters/newsletter-2025-summer.pdf: could not draw its first page as a cover',
    );
  }, 120_000);

  it('a missing PDF is reported by its file field only', () => {
    const copy = projectCopyWith('src/content/newsletters/en/newsletter-2025-summer.md', (text) =>
      text.replace('/newsletters/newsletter-2025-summer.pdf', '/newsletters/missing.pdf'),
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain('file: file does not exist in the public/ folder');
    expect(output).not.toMatch(/cover/i);
  }, 120_000);
});
