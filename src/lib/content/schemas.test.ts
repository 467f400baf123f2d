// Proves that malformed content is refused with a message naming the field,
// using light stand-ins for Astro's image() and the public/ file check.
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { isoDateSchema, makeSchemas } from './schemas';

const existing = new Set(['/newsletters/ok.pdf']);
const schemas = makeSchemas({
  image: () => z.string().regex(/\.jpg$/, { error: 'image must be a .jpg file next to the entry' }),
  publicFileExists: (path) => existing.has(path),
});

/** The first problem zod reports, as "field.path: message". */
function firstProblem(schema: z.ZodType, data: unknown): string | undefined {
  const result = schema.safeParse(data);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return issue ? `${issue.path.join('.')}: ${issue.message}` : 'unknown';
}

const photo = { src: './photos/a-1.jpg', alt: 'Children painting' };
const goodActivity = {
  order: 1,
  title: 'Drawing Activity',
  tagline: 'Colours',
  photos: [photo, photo, photo, photo],
};
const goodNewsletter = {
  title: 'Spring 2026',
  issueDate: '2026-03-01',
  summary: 'News',
  file: '/newsletters/ok.pdf',
};

describe('content schemas accept good entries', () => {
  it('accepts an activity and a newsletter', () => {
    expect(firstProblem(schemas.activity, goodActivity)).toBeUndefined();
    expect(firstProblem(schemas.newsletter, goodNewsletter)).toBeUndefined();
  });

  it('accepts a newsletter without a PDF: its text is its page', () => {
    const { file: _file, ...withoutPdf } = goodNewsletter;
    expect(firstProblem(schemas.newsletter, withoutPdf)).toBeUndefined();
    expect(firstProblem(schemas.document, { title: 'Club', summary: 'About it' })).toMatch(/file/);
  });

  // Decap saves an optional field that held a value and was emptied as "" (decap-cms#7120): it means none.
  it('reads an optional field staff emptied in the editor as left out', () => {
    expect(schemas.activity.parse({ ...goodActivity, order: '' }).order).toBeUndefined();
    expect(schemas.newsletter.parse({ ...goodNewsletter, file: '' }).file).toBeUndefined();
  });

  it('turns a date into a Date', () => {
    expect(isoDateSchema.parse('2026-02-28')).toEqual(new Date('2026-02-28T00:00:00Z'));
  });
});

describe('content schemas refuse malformed entries, naming the field', () => {
  it.each<[string, z.ZodType, unknown, RegExp]>([
    [
      'a missing alt text',
      schemas.activity,
      { ...goodActivity, photos: [{ src: 'x.jpg' }, photo, photo, photo] },
      /^photos\.0\.alt: alt/,
    ],
    [
      'an alt of only spaces',
      schemas.galleryPhoto,
      { title: 'T', image: 'g.jpg', alt: '   ' },
      /^alt: alt must not be empty/,
    ],
    [
      'too few activity photos',
      schemas.activity,
      { ...goodActivity, photos: [photo] },
      /^photos: photos needs at least 4/,
    ],
    [
      'too many activity photos',
      schemas.activity,
      { ...goodActivity, photos: Array(9).fill(photo) },
      /^photos: photos allows at most 8/,
    ],
    [
      'an image that is not an image file',
      schemas.newsImage,
      { title: 'T', date: '2026-01-01', image: 'x.png', alt: 'A' },
      /^image: image must be/,
    ],
    [
      'a PDF missing from public/',
      schemas.newsletter,
      { ...goodNewsletter, file: '/newsletters/missing.pdf' },
      /^file: file does not exist/,
    ],
    [
      'a file that is not a PDF',
      schemas.newsletter,
      { ...goodNewsletter, file: '/newsletters/ok.doc' },
      /^file: file must be a site path ending in \.pdf/,
    ],
    [
      'a date in the wrong format',
      schemas.newsletter,
      { ...goodNewsletter, issueDate: '01/03/2026' },
      /^issueDate: date must be written as YYYY-MM-DD/,
    ],
    [
      'a date that does not exist',
      schemas.newsletter,
      { ...goodNewsletter, issueDate: '2026-02-30' },
      /^issueDate: date is not a real calendar date/,
    ],
    ['an empty title', schemas.facility, { title: '', description: 'D' }, /^title: title must not be empty/],
    ['a missing description', schemas.listItem, {}, /^description: description is required/],
    ['an activity order below 1', schemas.activity, { ...goodActivity, order: 0 }, /^order:/],
    [
      'a card linking off the site',
      schemas.card,
      { title: 'S', description: 'D', linkText: 'L', href: 'https://x.org' },
      /^href: href must be a path on this site/,
    ],
    [
      'a card linking to another site with "//host"',
      schemas.card,
      { title: 'S', description: 'D', linkText: 'L', href: '//evil' },
      /^href: href must be a path on this site/,
    ],
    [
      'a YouTube id of the wrong length',
      schemas.video,
      { youtubeId: 'short', title: 'T', summary: 'S', poster: 'p.jpg', posterAlt: 'A' },
      /^youtubeId: youtubeId must be the 11-character id/,
    ],
    [
      'a video without a summary for deaf visitors',
      schemas.video,
      { youtubeId: 'abcdefghijk', title: 'T', poster: 'p.jpg', posterAlt: 'A' },
      /^summary: summary \(what the video shows/,
    ],
  ])('refuses %s', (_kind, schema, data, expected) => {
    expect(firstProblem(schema, data)).toMatch(expected);
  });
});
