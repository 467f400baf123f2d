// Named media queries (`@media (--from-large)`) in every stylesheet, CSS
// files and Astro <style> blocks alike, defined once in
// src/styles/custom-media.css. Vite runs this for all of them.
import globalData from '@csstools/postcss-global-data';
import customMedia from 'postcss-custom-media';

export default {
  plugins: [globalData({ files: ['src/styles/custom-media.css'] }), customMedia()],
};
