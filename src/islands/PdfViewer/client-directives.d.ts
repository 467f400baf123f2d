// `client:press` (hydrate-on-press.ts), registered in astro.config.mjs:
// hydrate when the visitor presses the island's start button.
declare module 'astro' {
  interface AstroClientDirectives {
    'client:press'?: boolean;
  }
}

export {};
