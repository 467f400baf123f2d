// Islands get their words as props from the page; a dictionary (or a word
// written into an island's code) would reach every visitor's phone as
// JavaScript in each language. Short words are left out of the check: a
// library can say "Zoom in" itself. The forms' words are checked whatever
// their length, as whole string literals ("Send Message" in quotes), since
// no library in a form's script has words of its own. The staff editor's
// code (/admin) is left out: visitors never load it, and it is English only.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { VOLUNTEER_ROLES } from '../../src/features/forms/form-fields.ts';
import { editorOnlyChunks } from '../support/built-chunks.ts';
import { englishMessages, gujaratiMessages } from '../support/messages.ts';

const MIN_LENGTH = 20;
const FORM_GROUPS = new Set(['forms', 'contactForm', 'volunteerForm']);
// The roles are what the volunteer form sends the office, in English on every
// page, so its script carries them as values; their English labels are the same text.
const SENT_VALUES = new Set<string>(VOLUNTEER_ROLES);
const QUOTES = ['"', "'", '`'];

interface Script {
  file: string;
  source: string;
}

/** Where a dictionary text shows up in a script, in the way its group is checked. */
function carries({ source }: Script, group: string, text: string): boolean {
  const parts = text.split(/\{\w+\}/); // "Photos of {title}" is checked as "Photos of ".
  const long = parts.some((part) => part.length >= MIN_LENGTH && source.includes(part));
  const literal = FORM_GROUPS.has(group) && QUOTES.some((quote) => source.includes(quote + text + quote));
  return long || literal;
}

test('no built script carries words of the dictionary', () => {
  const editorOnly = new Set(editorOnlyChunks());
  const scripts: Script[] = readdirSync('dist/_astro')
    .filter((file) => file.endsWith('.js') && !editorOnly.has(file))
    .map((file) => ({ file, source: readFileSync(`dist/_astro/${file}`, 'utf8') }));
  const languages = { en: englishMessages, gu: gujaratiMessages };
  const found = Object.entries(languages).flatMap(([locale, messages]) =>
    Object.entries(messages).flatMap(([group, groupMessages]) =>
      Object.entries(groupMessages as Record<string, string>)
        .filter(([, text]) => !SENT_VALUES.has(text))
        .flatMap(([key, text]) =>
          scripts
            .filter((script) => carries(script, group, text))
            .map(({ file }) => `${locale}: ${group}.${key} in ${file}`),
        ),
    ),
  );
  expect(scripts.length).toBeGreaterThan(0);
  expect(found).toEqual([]);
});
