// html-validate over the built pages (`npm run test:html`, part of `npm test`):
// the HTML standard's content models, attributes and ids, checked offline.
// The recommended preset also enforces a writing style; the rules turned off
// below are style only. Their findings are valid HTML that React's and
// Astro's renderers write, not markup of ours that could change.
import { defineConfig } from 'html-validate';

export default defineConfig({
  root: true,
  extends: ['html-validate:recommended'],
  elements: [
    'html5',
    {
      // Astro writes its island styles (`astro-island{display:contents}`) as a
      // <style> just before the first island, inside the body. The standard
      // wants <style> in <head>, yet every browser applies it there, and the
      // placement is Astro's (astro/dist/runtime/server/scripts.js). Allowed
      // wherever flow content is, rather than turning the content-model rule
      // off for every element.
      style: { flow: true },
    },
  ],
  rules: {
    // React writes its DOM property names: `autoComplete`, `noValidate`,
    // `inputMode`. HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // React and Astro close void elements (`<input/>`, `<img/>`), which HTML allows.
    'void-style': 'off',
    // React writes boolean attributes as `required=""` and `hidden=""`, which HTML allows.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's useId() makes ids like `_r1R_1a_`: valid HTML (any characters
    // but spaces), only not the stricter letters-first style.
    'valid-id': ['error', { relaxed: true }],
    // A hint about how much of a title a search result shows, not validity:
    // the home page's title is the school's name and tagline from the
    // content, which the school chooses (tests/e2e/seo.spec.ts checks titles).
    'long-title': 'off',
  },
});
