// `client:intent` (hydrate-on-intent.ts), registered in astro.config.mjs: on
// the first pointer, touch or focus; with "press", fetch on intent and
// hydrate on the press of the island's start button.
declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: boolean | 'press';
  }
}

export {};
