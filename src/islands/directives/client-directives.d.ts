// Lets `astro check` and editors accept the directives that
// src/integrations/island-directives/ registers.
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, touch or focus; "press": on the start button's press (hydrate-on-intent.ts). */
    'client:intent'?: boolean | 'press';
  }
}

export {};
