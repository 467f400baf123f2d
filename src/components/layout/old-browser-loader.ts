// Browsers older than the site's scripts run public/old-browsers.js instead: those without modules (KaiOS
// 2.5, Opera Mini), and those whose JavaScript stops before ES2021 (iOS 12 and 13, Android 4.4's last
// Chrome, 81), where every script of the site fails to parse and a form would stay disabled without a word.
// Promise.any came in the same releases as ES2021's syntax (Safari 14, Chrome 85, Firefox 79): without it
// the site's scripts cannot run. ES5, for Opera Mini. Astro hashes only the scripts it bundles, so
// BaseLayout gives this one's hash to the page's policy, before the <head> that carries the policy.
import { createHash } from 'node:crypto';

export const OLD_BROWSER_LOADER =
  "if(!(window.Promise&&Promise.any)){var s=document.createElement('script');s.src='/old-browsers.js';document.body.appendChild(s)}";
export const OLD_BROWSER_LOADER_HASH: `sha256-${string}` = `sha256-${createHash('sha256').update(OLD_BROWSER_LOADER).digest('base64')}`;
