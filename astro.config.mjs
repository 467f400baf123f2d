// Astro configuration: a fully static site. Pages are written as "about.html"
// (not "about/index.html") so static hosts answer "/about" without a redirect
// round trip, which costs seconds on a slow phone connection.
import { defineConfig } from 'astro/config';
import { loadEnv } from 'vite';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { satteri } from '@astrojs/markdown-satteri';
import emailConfigCheck from './src/integrations/email-config.ts';
import islandDirectives from './src/integrations/island-directives/index.ts';
import modulePreload from './src/integrations/module-preload/index.ts';
import securityHeaders from './src/integrations/security-headers/index.ts';
import {
  cspDirectives,
  editorCspDirectives,
  styleSources,
} from './src/integrations/security-headers/policy.ts';
import { readEditorSettings } from './src/lib/cms/editor-settings.ts';
import { silentDevServer } from './src/admin/silent-dev-server.ts';
import { isInSitemap } from './src/lib/routes/site-routes.ts';
import { readBuildMode } from './src/lib/build/build-mode.ts';
import { defaultLocale, locales } from './src/i18n/locales.ts';
import { DEFAULT_API_ORIGIN, isOutboxRequested } from './src/lib/email/config.ts';
import { sanitizeMarkdownHtml } from './src/lib/content/markdown-sanitize.ts';

// The CSP names the e-mail API the forms post to, so it needs the same
// environment the build reads (.env.outbox for `--mode outbox` or `--mode=outbox`).
const env = loadEnv(readBuildMode(process.argv), process.cwd(), 'PUBLIC_');
// The staff editor's settings decide which backend its own policy allows (docs/cms.md).
const editorSettings = readEditorSettings(env);
const editorDirectives = editorCspDirectives(editorSettings);
const emailApiOrigin = isOutboxRequested(env) ? null : env.PUBLIC_EMAIL_API_ORIGIN || DEFAULT_API_ORIGIN;

export default defineConfig({
  site: 'https://navjyot-school.example',
  output: 'static',
  // English keeps the addresses it always had; Gujarati lives under /gu/
  // (each page in src/pages/[...locale]/ is built once per locale).
  i18n: { locales: [...locales], defaultLocale, routing: { prefixDefaultLocale: false } },
  // Two content files with one id ("Science.md" beside "science.md") or two pages at one address
  // stop the build instead of one silently replacing the other.
  prerenderConflictBehavior: 'error',
  build: {
    format: 'file',
    // Every page carries its CSS in a <style> element, so nothing stands
    // between the HTML's arrival and the first paint. A linked stylesheet
    // cost a second round trip first: on an emulated 3G link (300 ms,
    // 400 kbit/s) the first paint came at about 900 ms instead of 480 ms.
    inlineStylesheets: 'always',
  },
  integrations: [
    react(),
    // Only pages that are their own canonical address: not the NOT FOUND
    // pages, the staff editor or a page naming another as canonical (the
    // route registry says which). Each address lists its twin in the other
    // language (xhtml:link hreflang).
    sitemap({
      filter: (page) => isInSitemap(new URL(page).pathname),
      i18n: { defaultLocale, locales: Object.fromEntries(locales.map((code) => [code, code])) },
    }),
    emailConfigCheck(),
    islandDirectives(),
    modulePreload(),
    securityHeaders({ editorDirectives }),
  ],
  security: {
    csp: {
      directives: cspDirectives({ emailApiOrigin }),
      styleDirective: { resources: styleSources },
    },
  },
  image: {
    service: {
      entrypoint: 'astro/assets/services/sharp',
      // Low AVIF effort: about five times faster to encode than the default
      // for files only slightly larger, so a cold build fits CI's time.
      config: { avif: { effort: 2, quality: 55 }, webp: { effort: 3, quality: 72 } },
    },
  },
  // Under `npm run cms` the dev server must not reload /admin or lay its
  // error overlay over the editor (src/admin/silent-dev-server.ts), nor
  // show Astro's dev toolbar over the editor's own buttons.
  vite: editorSettings.mode === 'local' ? { server: { hmr: false }, plugins: [silentDevServer()] } : {},
  devToolbar: { enabled: editorSettings.mode !== 'local' },
  markdown: {
    // Astro's own Markdown processor (Sätteri) with one addition: the HTML
    // it renders from staff Markdown is sanitised, so raw HTML in an entry
    // cannot redirect or restyle a page. (Astro 7 runs `rehypePlugins` only
    // with the separate @astrojs/markdown-remark pipeline; Sätteri takes the
    // same kind of plugin as `hastPlugins`.)
    processor: satteri({ hastPlugins: [sanitizeMarkdownHtml] }),
  },
});
