import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { makeSiteDetailsSchema } from '../content/site-details';
import { activityJsonLd, schoolJsonLd, serialiseJsonLd } from './structured-data';

const siteUrl = 'https://school.example';
const site = makeSiteDetailsSchema({ image: () => z.string(), publicFileExists: () => true }).parse(
  (JSON.parse(readFileSync('src/content/site/site.json', 'utf8')) as { en: unknown }).en,
);

describe('schoolJsonLd', () => {
  const data = schoolJsonLd(site, { site: siteUrl, logo: `${siteUrl}/logo.png` }, 'admissions', 'en');

  it('describes the school with address, contact point and founding date', () => {
    expect(data['@type']).toContain('School');
    expect(data.foundingDate).toBe('1974');
    expect(data.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'India' });
    expect(data.contactPoint).toMatchObject({ '@type': 'ContactPoint', email: site.email });
    expect(data['@id']).toBe('https://school.example/#school');
  });
});

describe('activityJsonLd', () => {
  it('links the activity page to the school', () => {
    const data = activityJsonLd(
      {
        title: 'Sports Day',
        description: 'Races',
        url: `${siteUrl}/activite/sports-day`,
        imageUrl: `${siteUrl}/a.jpg`,
        language: 'gu',
      },
      siteUrl,
    );
    expect(data).toMatchObject({
      '@type': 'WebPage',
      name: 'Sports Day',
      inLanguage: 'gu',
      publisher: { '@id': `${siteUrl}/#school` },
    });
  });
});

describe('serialiseJsonLd', () => {
  it('cannot be broken out of its script tag', () => {
    const text = serialiseJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
