/**
 * Lets every stylesheet (CSS files and `<style>` blocks alike) write its
 * width-dependent media queries by name, `@media (--from-large)`, with the
 * widths kept once, in src/lib/layout/breakpoints.ts.
 *
 * Why not Vite's Lightning CSS transformer, which resolves `@custom-media`
 * itself: it only sees definitions inside the same file, and switching to it
 * rewrote the vendor prefixes of the carousel, lightbox and toast libraries'
 * CSS (measured on the built pages). This swaps names for queries and
 * changes nothing else.
 */
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { MEDIA } from '../../lib/layout/breakpoints.ts';
import { resolveCustomMedia } from '../../lib/layout/custom-media.ts';

/** CSS files, `?inline` CSS imports and Astro's `<style>` blocks (`…astro?astro&type=style&index=0&lang.css`). */
const STYLESHEET = /\.css(?:$|\?)/;

function customMediaPlugin(): Plugin {
  return {
    name: 'school-site:custom-media',
    // Before Vite's CSS step, and before Astro's dev server keeps a copy of
    // each stylesheet. Vite reads @import-ed files from disk, past every
    // plugin: named queries stay out of them (the stylesheets test checks).
    enforce: 'pre',
    transform(code, id) {
      if (!STYLESHEET.test(id) || !code.includes('(--')) return undefined;
      try {
        return { code: resolveCustomMedia(code, MEDIA), map: null };
      } catch (error) {
        throw new Error(`${id}: ${(error as Error).message}`);
      }
    },
  };
}

export default function customMedia(): AstroIntegration {
  return {
    name: 'school-site:custom-media',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [customMediaPlugin()] } });
      },
    },
  };
}
