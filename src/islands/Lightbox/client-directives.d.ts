// `client:intent` (hydrate-on-intent.ts), registered in astro.config.mjs:
// on first pointer, touch or focus, or at once with the value "eager".
declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: boolean | 'eager';
  }
}

export {};
