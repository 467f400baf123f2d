// The html-validate configuration that `npm run test:html` runs over every
// built page: it still fails a page whose HTML breaks the standard, and it
// passes the markup React and Astro write, for which its rules were relaxed.
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import config from '../../.htmlvalidate.mjs';

const validator = new HtmlValidate(config);

/** A whole page around `body`, as the build writes one. */
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>A page</title></head><body>${body}</body></html>`;

async function failedRules(markup: string): Promise<string[]> {
  const report = await validator.validateString(markup);
  return report.results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

describe('.htmlvalidate.mjs', () => {
  it.each([
    ['a block inside a phrase', '<p><span>Text <div>block</div></span></p>', 'element-permitted-content'],
    ['a list item outside a list', '<div><li>item</li></div>', 'element-permitted-parent'],
    ['an id used twice', '<main><h1 id="x">A</h1><p id="x">B</p></main>', 'no-dup-id'],
    ['an image without alt text', '<main><img src="a.png"></main>', 'wcag/h37'],
    [
      'a link inside a link',
      '<main><a href="/a">A <a href="/b">B</a></a></main>',
      'element-permitted-content',
    ],
  ])('fails %s', async (_name, body, rule) => {
    expect(await failedRules(page(body))).toContain(rule);
  });

  it("passes what React and Astro write: camelCase attributes, closed void elements, useId's ids, the island <style>", async () => {
    const body =
      '<header><div><style>astro-island{display:contents}</style></div></header>' +
      '<main><form noValidate=""><label for="_r1R_1a_">Name</label>' +
      '<input id="_r1R_1a_" required="" disabled="" autoComplete="name" type="text" name="n" value=""/>' +
      '<button type="submit">Send</button><div hidden="">Sent</div></form></main>';
    expect(await failedRules(page(body))).toEqual([]);
  });
});
