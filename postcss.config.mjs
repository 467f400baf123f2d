// Vite runs these over every stylesheet, CSS files and Astro <style> blocks
// alike (a `css.postcss` in astro.config.mjs would replace this file).
import globalData from '@csstools/postcss-global-data';
import customMedia from 'postcss-custom-media';

// slick-carousel's stylesheet (imported by the carousel island) declares
// `cursor: hand`, an old Internet Explorer value that is not CSS: browsers
// skip it, validators report it on every page with a carousel. Its
// `cursor: pointer` just before it stays.
const dropCursorHand = {
  postcssPlugin: 'drop-cursor-hand',
  Declaration: {
    cursor: (declaration) => {
      if (declaration.value === 'hand') declaration.remove();
    },
  },
};

export default {
  plugins: [
    // Named media queries (`@media (--from-large)`), defined once in src/styles/custom-media.css.
    globalData({ files: ['src/styles/custom-media.css'] }),
    customMedia(),
    dropCursorHand,
  ],
};
