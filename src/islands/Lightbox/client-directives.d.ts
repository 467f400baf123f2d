// `client:intent` (hydrate-on-intent.ts), registered in astro.config.mjs.
declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: boolean;
  }
}

export {};
