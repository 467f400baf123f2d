// `client:intent` (hydrate-on-intent.ts), registered in astro.config.mjs:
// on the first pointer, touch or focus.
declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: boolean;
  }
}

export {};
