// The JavaScript visitors' pages ship, inline and in dist/_astro/, parsed as ES2021: the syntax of Safari 14 and
// Chrome 86 (for its DOM), the oldest browsers the site's scripts serve (their built-ins are held to the same
// year in old-browsers.spec.ts). Vite's default target follows the newest browsers; a newer construct there
// would stop every script on those phones, where the forms then never become usable.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'acorn';
import { expect, test } from '@playwright/test';
import { OLD_BROWSER_LOADER } from '../../src/components/layout/old-browser-loader.ts';
import { builtPages, DIST, isEditorPage, visitorChunks } from '../support/built-chunks.ts';

// pdf.js needs Chrome 125 or Safari 18, and the reader checks for them before it loads (viewer-state.ts).
const NEEDS_NEWER_BROWSER = /^load-pdf\./;

function syntaxError(code: string, module: boolean): string | undefined {
  try {
    parse(code, { ecmaVersion: 2021, sourceType: module ? 'module' : 'script' });
    return undefined;
  } catch (error) {
    return String(error);
  }
}

test('every script visitors load is ES2021', () => {
  const failures: string[] = [];
  const chunks = [...visitorChunks()].filter((chunk) => !NEEDS_NEWER_BROWSER.test(chunk));
  expect(chunks.length).toBeGreaterThan(5);
  for (const chunk of chunks) {
    const error = syntaxError(readFileSync(join(DIST, '_astro', chunk), 'utf8'), true);
    if (error) failures.push(`${chunk}: ${error}`);
  }
  for (const page of builtPages().filter((page) => !isEditorPage(page))) {
    const scripts = readFileSync(page, 'utf8').matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g);
    for (const [, attributes = '', code = ''] of scripts) {
      if (code.trim() === '' || attributes.includes('application/ld+json')) continue;
      const error = syntaxError(code, attributes.includes('module'));
      if (error) failures.push(`${page}, an inline script: ${error}`);
    }
  }
  expect(failures).toEqual([]);
});

// Run by browsers older than the site's scripts, Opera Mini among them, which knows no syntax after ES5.
test('the script for older browsers, and what loads it on every page, are ES5', () => {
  const code = readFileSync(join(DIST, 'old-browsers.js'), 'utf8');
  expect(() => parse(code, { ecmaVersion: 5 })).not.toThrow();
  expect(() => parse(OLD_BROWSER_LOADER, { ecmaVersion: 5 })).not.toThrow();
  expect(readFileSync(join(DIST, 'about.html'), 'utf8')).toContain(`<script>${OLD_BROWSER_LOADER}</script>`);
});
