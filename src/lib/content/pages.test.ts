// The pages staff make: their addresses (Latin, unique, stable, never one the
// site already has), their photos' descriptions, where they are linked, and
// the two sample pages the site ships with.
import { describePhotosWithoutAlt, MARKDOWN_PHOTOS_PATTERN } from './collection-rules';
import { readdirSync, readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { buildEditorConfig } from '../../admin/config/editor-config';
import { makeSchemas } from './schemas';
import { describeAddressProblem, PAGE_ADDRESS_PATTERN, takenAddresses } from './pages';

const { page } = makeSchemas({ image: () => z.string(), publicFileExists: () => true });
const good = {
  title: 'Open day',
  description: 'Come and see the school.',
  address: 'open-day',
  place: 'footer',
};
const problemOf = (data: unknown) => page.safeParse(data).error?.issues[0];

describe("a page's address", () => {
  it('is small Latin letters, digits and single hyphens', () => {
    expect(problemOf(good)).toBeUndefined();
    expect(problemOf({ ...good, address: 'class-10-results' })).toBeUndefined();
    for (const address of ['Open-Day', 'open day', 'open--day', '-open', 'open-', 'ઓપન-ડે', 'café', '']) {
      expect(problemOf({ ...good, address })?.path, address).toEqual(['address']);
    }
  });

  it.each([
    'about',
    'contact',
    'gallery',
    'admin',
    'activite',
    'newsletters',
    'volunteers',
    'gu',
    'en',
    '404',
  ])('is refused when it is an address the site already has: /%s', (address) => {
    expect(takenAddresses).toContain(address);
    expect(problemOf({ ...good, address })?.message).toMatch(/not an address the site already has: .*about/);
  });

  it('may start with a taken address: /about-the-hostel is a page of its own', () => {
    expect(problemOf({ ...good, address: 'about-the-hostel' })).toBeUndefined();
  });

  it('a Gujarati title gives no address: the staff write their own, in Latin letters', () => {
    expect(problemOf({ ...good, title: 'ખુલ્લો દિવસ', address: 'open-day' })).toBeUndefined();
    expect(problemOf({ ...good, title: 'ખુલ્લો દિવસ', address: 'ખુલ્લો-દિવસ' })?.path).toEqual(['address']);
    const pages = buildEditorConfig({ mode: 'local', port: 8081 } as never).collections.find(
      (collection) => collection.name === 'pages',
    );
    // The new page's files are named by the address field, never by the title.
    expect(pages?.slug).toBe('{{address}}');
  });

  it('is the same rule in the editor as in the build', () => {
    const pages = buildEditorConfig({ mode: 'local', port: 8081 } as never).collections.find(
      (collection) => collection.name === 'pages',
    );
    const field = pages?.fields?.find((candidate) => candidate.name === 'address') as
      { pattern?: [string, string] } | undefined;
    expect(field?.pattern?.[0]).toBe(PAGE_ADDRESS_PATTERN);
    const editorRule = new RegExp(PAGE_ADDRESS_PATTERN);
    expect(['open-day', 'about', 'Open-Day', 'gu'].map((value) => editorRule.test(value))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('is stable: it must stay the name of the file it was published as, and names that file', () => {
    expect(describeAddressProblem('src/content/pages/en/open-day.md', 'open-day')).toBeUndefined();
    expect(describeAddressProblem('src/content/pages/en/open-day.md', 'open-day-2027')).toMatch(
      /^src\/content\/pages\/en\/open-day\.md: address: is "open-day-2027" but this page is published at \/open-day/,
    );
  });

  it('is unique: a second page claiming an address another page has is refused, naming its file', () => {
    // Each address is one file name in one folder, so the only way to claim
    // another page's address is to write it into a copied page's field.
    expect(describeAddressProblem('src/content/pages/en/open-day-copy.md', 'open-day')).toMatch(
      /open-day-copy\.md: address: is "open-day"/,
    );
  });
});

describe("photos in a page's text", () => {
  it('need a description: the build names the file, the field and the photo', () => {
    expect(
      describePhotosWithoutAlt('pages/gu/x.md', 'Text\n\n![The hall](../photos/hall.jpg)'),
    ).toBeUndefined();
    expect(describePhotosWithoutAlt('pages/gu/x.md', 'Text\n\n![ ](../photos/hall.jpg)')).toMatch(
      /^pages\/gu\/x\.md: body: the photo \.\.\/photos\/hall\.jpg in the text has no description/,
    );
  });

  it('need a description in the editor too (the text field refuses a photo without)', () => {
    const rule = new RegExp(MARKDOWN_PHOTOS_PATTERN);
    expect(rule.test('Text\n\n![The hall](../photos/hall.jpg)')).toBe(true);
    expect(rule.test('Text\n\n![](../photos/hall.jpg)\n\nMore')).toBe(false);
    const pages = buildEditorConfig({ mode: 'local', port: 8081 } as never).collections.find(
      (collection) => collection.name === 'pages',
    );
    const body = pages?.fields?.find((field) => field.name === 'body') as
      { pattern?: [string, string]; editor_components?: string[] } | undefined;
    expect(body?.pattern?.[0]).toBe(MARKDOWN_PHOTOS_PATTERN);
    expect(body?.editor_components).toEqual(['image']);
  });
});

describe('where a page is linked', () => {
  it('is a fact given once for both languages, chosen from three', () => {
    expect(problemOf({ ...good, place: 'header' })?.path).toEqual(['place']);
  });
});

describe('the sample pages', () => {
  const folder = 'src/content/pages';
  const names = readdirSync(`${folder}/en`);

  it('are Admissions and Support the school, in English and Gujarati', () => {
    expect(names.sort()).toEqual(['admissions.md', 'support-the-school.md']);
    expect(readdirSync(`${folder}/gu`).sort()).toEqual(names);
  });

  it.each(['admissions.md', 'support-the-school.md'])(
    '%s passes the schema and is marked as sample',
    (name) => {
      const english = matter(readFileSync(`${folder}/en/${name}`, 'utf8'));
      const gujarati = matter(readFileSync(`${folder}/gu/${name}`, 'utf8'));
      expect(problemOf(english.data)).toBeUndefined();
      expect(describeAddressProblem(`${folder}/en/${name}`, english.data.address)).toBeUndefined();
      for (const { content } of [english, gujarati]) {
        expect(describePhotosWithoutAlt(name, content)).toBeUndefined();
        expect(content).toMatch(/SAMPLE|નમૂનો/);
        // No real bank numbers: no run of 9 or more digits anywhere.
        expect(content).not.toMatch(/\d{9,}/);
      }
      // The Gujarati translation gives the words; the facts stay in English.
      expect(Object.keys(gujarati.data).sort()).toEqual(['description', 'title']);
    },
  );
});
