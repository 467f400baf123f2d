// Islands get their words as props from the page; a dictionary (or a word
// written into an island's code) would reach every visitor's phone as
// JavaScript in each language. Short words are left out of the check: a
// library can say "Zoom in" itself.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import englishDictionary from '../../src/i18n/dictionaries/en.ts';

const MIN_LENGTH = 20;

test('no built script carries words of the dictionary', () => {
  const scripts = readdirSync('dist/_astro')
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, source: readFileSync(`dist/_astro/${file}`, 'utf8') }));
  const found = Object.entries(englishDictionary.words).flatMap(([group, words]) =>
    Object.entries(words).flatMap(([key, text]) =>
      // The parts between placeholders: "Photos of {title}" is checked as "Photos of ".
      text
        .split(/\{\w+\}/)
        .filter((part) => part.length >= MIN_LENGTH)
        .flatMap((part) =>
          scripts
            .filter(({ source }) => source.includes(part))
            .map(({ file }) => `${group}.${key} in ${file}`),
        ),
    ),
  );
  expect(scripts.length).toBeGreaterThan(0);
  expect(found).toEqual([]);
});
