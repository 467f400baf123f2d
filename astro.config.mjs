// Astro configuration: a fully static site. Pages are written as "about.html"
// (not "about/index.html") so static hosts answer "/about" without a redirect
// round trip, which costs seconds on a slow phone connection.
import { defineConfig, envField } from 'astro/config';
import { loadEnv } from 'vite';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { satteri } from '@astrojs/markdown-satteri';
import { Features } from 'lightningcss';
import { outboxIntegration } from './src/features/forms/outbox-server.ts';
import islandDirectives from './src/integrations/island-directives/index.ts';
import modulePreload from './src/integrations/module-preload/index.ts';
import searchIndex from './src/integrations/search-index/index.ts';
import unusedImages from './src/integrations/unused-images/index.ts';
import securityHeaders from './src/integrations/security-headers/index.ts';
import offlineReading from './src/features/offline/offline-integration.ts';
import {
  cspDirectives,
  editorCspDirectives,
  styleSources,
} from './src/integrations/security-headers/policy.ts';
import { readEditorSettings } from './src/lib/cms/editor-settings.ts';
import { silentDevServer } from './src/admin/silent-dev-server.ts';
import { isInSitemap } from './src/lib/routes/site-routes.ts';
import { defaultLocale, locales } from './src/i18n/locales.ts';
import { markdownPhotos } from './src/lib/content/markdown-photos.ts';
import { sanitizeMarkdownHtml } from './src/lib/content/markdown-sanitize.ts';

// The CSP names the e-mail API the forms post to; the staff editor's settings
// decide which backend its own policy allows (docs/cms.md). Astro gives this
// file no build mode, so the outbox build (.env.outbox) lists the API too, unused.
const env = { ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'PUBLIC_'), ...process.env };
const editorSettings = readEditorSettings(env);
const editorDirectives = editorCspDirectives(editorSettings);
const defaultEmailApi = 'https://api.emailjs.com';
const emailApiOrigin = env.PUBLIC_EMAIL_API_ORIGIN || defaultEmailApi;
const publicText = (rules = {}) => envField.string({ context: 'client', access: 'public', ...rules });

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
    outboxIntegration(),
    islandDirectives(),
    modulePreload(),
    securityHeaders({ editorDirectives }),
    searchIndex(),
    unusedImages(),
    offlineReading(),
  ],
  // The forms' e-mail settings (docs/email.md): a build without the four keys stops, naming them. The
  // local outbox's build (.env.outbox, `--mode outbox`) names the forms as template IDs, the rest placeholders.
  env: {
    schema: {
      PUBLIC_EMAIL_PUBLIC_KEY: publicText(),
      PUBLIC_EMAIL_SERVICE_ID: publicText(),
      PUBLIC_EMAIL_CONTACT_TEMPLATE_ID: publicText(),
      PUBLIC_EMAIL_VOLUNTEER_TEMPLATE_ID: publicText(),
      PUBLIC_EMAIL_API_ORIGIN: publicText({ default: defaultEmailApi, startsWith: 'https://' }),
      // true only with `--mode outbox` (.env.outbox): the forms send to the local outbox, on the page's own origin.
      PUBLIC_EMAIL_OUTBOX: envField.boolean({ context: 'client', access: 'public', default: false }),
    },
  },
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
      // for files only slightly larger, so a cold build fits CI's time. The JPEG
      // is only for phones that decode neither AVIF nor WebP (Photo.astro): mozjpeg
      // keeps it small for their slow connections.
      config: {
        avif: { effort: 2, quality: 55 },
        webp: { effort: 3, quality: 72 },
        jpeg: { quality: 72, mozjpeg: true },
      },
    },
  },
  // Under `npm run cms` the dev server must not reload /admin or lay its
  // error overlay over the editor (src/admin/silent-dev-server.ts), nor
  // show Astro's dev toolbar over the editor's own buttons.
  vite: {
    // The minifier would write `(min-width: 1024px)` as `(width>=1024px)`, which iOS before 16.4, Chrome
    // before 104 and KaiOS 2.5 skip: an old iPad got the phone layout. It keeps the older form.
    css: { lightningcss: { include: Features.MediaQueries } },
    // Only the staff editor's bundle (Decap CMS, about 5 MB, loaded on /admin alone) is past Vite's 500 KB
    // warning, and only its dependencies call eval: both warnings said nothing a volunteer could act on and
    // hid any new one. The pages' own bytes are held by tests/perf/budget.spec.ts; the CSP refuses eval there.
    build: { chunkSizeWarningLimit: 6_000, rolldownOptions: { checks: { eval: false } } },
    ...(editorSettings.mode === 'local' && { server: { hmr: false }, plugins: [silentDevServer()] }),
  },
  devToolbar: { enabled: editorSettings.mode !== 'local' },
  markdown: {
    // Astro's own Markdown processor (Sätteri) with two additions: the HTML
    // it renders from staff Markdown is sanitised, so raw HTML in an entry
    // cannot redirect or restyle a page, and its photos are left for
    // MarkdownPhotos.astro to draw like every other. (Astro 7 runs
    // `rehypePlugins` only with the separate @astrojs/markdown-remark
    // pipeline; Sätteri takes the same kind of plugin as `hastPlugins`.)
    processor: satteri({ hastPlugins: [sanitizeMarkdownHtml, markdownPhotos] }),
    // A school's texts hold no program code; Shiki's colours would be style attributes, which the site's
    // Content-Security-Policy refuses (and the sanitiser strips): a code block stays plain text.
    syntaxHighlight: false,
  },
});
