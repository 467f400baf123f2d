// HTML that a staff member pastes into a Markdown entry must not reach the
// built page: it builds a copy of the site whose "What We Believe" text
// carries every kind of attack, and reads the /about page Astro wrote.
// About 30 s (one full build; the optimised images come from the cache).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCopyWith, removeProjectCopies, runAstro } from './project-copy';

const ATTACKS = `
We also believe in **play** and in [writing to us](/contact).

<script>alert("injected script")</script>

Our photos <img src="x.jpg" onerror="alert('injected handler')"> and <b onclick="alert('injected')">plays</b>.

[A link that runs code](javascript:alert('injected-link'))

<meta http-equiv="refresh" content="0;url=https://injected.example/">

<style>/* injected */ main { display: none }</style>

<iframe src="https://injected.example/frame"></iframe>

\`\`\`js
const timetable = 'Monday 9:00';
\`\`\`
`;

let aboutPage = '';
/** The "What We Believe" section, where the Markdown is rendered. */
let beliefs = '';

beforeAll(() => {
  const copy = projectCopyWith('src/content/about/texts/en/beliefs.md', (text) => `${text}\n${ATTACKS}`);
  const { status, output } = runAstro(copy, 'build', '--mode', 'outbox');
  if (status !== 0) throw new Error(`the copy did not build:\n${output}`);
  aboutPage = readFileSync(join(copy, 'dist/about.html'), 'utf8');
  beliefs = /<section[^>]*aria-labelledby="text-beliefs"[\s\S]*?<\/section>/.exec(aboutPage)?.[0] ?? '';
}, 240_000);

afterAll(removeProjectCopies, 60_000);

describe('HTML in a Markdown entry, on the built page', () => {
  it.each([
    ['script', /<script[^>]*>[^<]*injected/],
    ['inline event handler', /\son[a-z]+=/i],
    ['javascript: link', /javascript:/i],
    ['meta refresh', /http-equiv="?refresh/i],
    ['style element', /<style[^>]*>[^<]*injected/],
    ['iframe', /<iframe/i],
  ])('has no %s', (_kind, pattern) => {
    // Checked on the whole page, but only the section is printed when it fails.
    expect(pattern.test(aboutPage), beliefs).toBe(false);
  });

  it('leaves no trace of the attacks at all', () => {
    expect(beliefs).not.toBe('');
    expect(beliefs).not.toContain('injected');
  });

  it('keeps the Markdown: the text, the emphasis and the link', () => {
    expect(beliefs).toContain('We believe that every deaf child can learn.');
    expect(beliefs).toContain('<strong>play</strong>');
    expect(beliefs).toContain('<a href="/contact">writing to us</a>');
    expect(beliefs).toContain('Our photos  and plays.');
  });

  // A highlighter's colours come as style attributes, which the site's Content-Security-Policy refuses.
  it('shows a code block as plain text, with no style attribute the policy would refuse', () => {
    expect(beliefs).toMatch(/<pre[^>]*><code[^>]*>const timetable = 'Monday 9:00';\n?<\/code><\/pre>/);
    expect(beliefs).not.toMatch(/\sstyle=/);
  });
});
