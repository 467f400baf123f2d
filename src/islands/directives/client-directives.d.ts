// Lets `astro check` and editors accept the directives that
// src/integrations/island-directives/ registers.
declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the first pointer, touch or focus; with "press", fetch the
     * code on intent and hydrate on the press of the island's start button
     * (hydrate-on-intent.ts).
     */
    'client:intent'?: boolean | 'press';
  }
}

export {};
