// What src/middleware.ts puts on `Astro.locals` for every page.
declare namespace App {
  interface Locals {
    t: import('./i18n').Translation;
    site: import('astro:content').CollectionEntry<'site'>['data'];
    /** The page's address without its locale's prefix: "/about" on /gu/about, "/" on /gu. */
    pagePath: string;
  }
}
