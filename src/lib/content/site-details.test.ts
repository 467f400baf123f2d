import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { formatAddress, makeSiteDetailsSchema } from './site-details';

// A stand-in for Astro's image(): the photo paths stay strings.
const schema = makeSiteDetailsSchema({ image: () => z.string(), publicFileExists: () => true });
// The English details: the schema checks them; the Gujarati words beside them are only laid over them.
const sample = (
  JSON.parse(readFileSync('src/content/site/site.json', 'utf8')) as { en: Record<string, unknown> }
).en;

function problemsOf(data: unknown): string[] {
  const result = schema.safeParse(data);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the school details schema', () => {
  it('accepts the sample details', () => {
    expect(problemsOf(sample)).toEqual([]);
  });

  it('accepts a school with no number for text messages or WhatsApp', () => {
    const { smsNumber, whatsAppNumber, ...withoutThem } = sample;
    expect([smsNumber, whatsAppNumber]).not.toContain(undefined); // the sample has both
    expect(problemsOf(withoutThem)).toEqual([]);
    // As Decap saves a number staff have deleted (decap-cms#7120): no line on the Contact page.
    const emptied = schema.parse({ ...sample, smsNumber: '', whatsAppNumber: ' ' });
    expect([emptied.smsNumber, emptied.whatsAppNumber]).toEqual([undefined, undefined]);
  });

  it.each([
    ['an empty name', { name: ' ' }, 'name: name must not be empty'],
    ['a bad e-mail', { email: 'office at school' }, 'email: email must be an e-mail address'],
    ['a phone without the country code', { phone: '0265 000 0000' }, 'phone: phone must start with +'],
    [
      'an SMS number without the country code',
      { smsNumber: '90000 00000' },
      'smsNumber: smsNumber must start',
    ],
    ['a WhatsApp number with letters', { whatsAppNumber: '+91 WHATSAPP' }, 'whatsAppNumber: whatsAppNumber'],
    [
      'a description too long for search results',
      { description: 'x'.repeat(161) },
      'description: description must be at most 160',
    ],
    ['a misspelt field', { phnoe: '+91 1' }, 'phnoe'],
    [
      'a share picture without alt text',
      { shareImage: { image: './a.jpg', alt: '' } },
      'shareImage.alt: shareImage.alt must not be empty',
    ],
    ['no logo', { logo: undefined }, 'logo:'],
    ...[
      "javascript:alert('video')",
      ' JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/channel',
    ].map((url): [string, Record<string, unknown>, string] => [
      `a video channel address "${url}"`,
      { videoChannel: { name: 'Our videos', url } },
      'videoChannel.url: videoChannel.url must be a web address starting with https://',
    ]),
  ])('names the field for %s', (_case, change, expected) => {
    const problems = problemsOf({ ...sample, ...change });
    expect(problems.join('\n')).toContain(expected);
  });
});

describe('formatAddress', () => {
  it('writes the address on one line', () => {
    expect(
      formatAddress({
        street: '1 Road',
        locality: 'Near the Tower',
        city: 'Vadodara',
        region: 'Gujarat',
        postalCode: '390001',
        country: 'India',
      }),
    ).toBe('1 Road, Near the Tower, Vadodara, Gujarat 390001, India');
  });
});
