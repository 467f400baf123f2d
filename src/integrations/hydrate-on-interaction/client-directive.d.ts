// Lets `astro check` and editors accept `<Island client:interaction />`.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, touch, focus or key inside the surrounding <header>. */
    'client:interaction'?: boolean;
  }
}
