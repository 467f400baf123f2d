/**
 * The school's own details: identity, contact, map, video channel, facts,
 * logo and the picture shown when a page is shared. Staff (and later the web
 * editor) change them in src/content/site/site.json (English and Gujarati side by side); this schema checks that
 * file when the site is built. A factory like the other schemas, so unit
 * tests can pass a stand-in for Astro's `image()`.
 */
import { z } from 'astro/zod';
import { webAddress } from './links';
import { translated } from './translation';

const text = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, { error: `${what} must not be empty` });

/** Text given in every language (./translation.ts). */
const words = (what: string) => translated(text(what));

export function makeSiteDetailsSchema<Img extends z.ZodType>(image: () => Img) {
  return z.strictObject({
    name: words('name'),
    shortName: words('shortName'),
    trust: words('trust'),
    tagline: words('tagline'),
    // Search engines show about 160 characters of a description.
    description: translated(
      text('description').max(160, { error: 'description must be at most 160 characters' }),
    ),
    address: z.strictObject({
      street: words('street'),
      locality: words('locality'),
      city: words('city'),
      region: words('region'),
      postalCode: text('postalCode'),
      country: words('country'),
    }),
    email: z.email({ error: 'email must be an e-mail address such as office@school.org' }),
    phone: z.string({ error: 'phone is required' }).regex(/^\+[\d ]{8,20}$/, {
      error: 'phone must start with + and the country code, e.g. "+91 265 000 0000"',
    }),
    map: z.strictObject({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
      zoom: z.number().int().min(1).max(20),
    }),
    videoChannel: z.strictObject({ name: words('videoChannel.name'), url: webAddress('videoChannel.url') }),
    facts: z.strictObject({
      founded: z.number().int(),
      hostelBuilt: z.number().int(),
      students: z.number().int().positive(),
      studentsWithFreeStay: z.number().int().nonnegative(),
      wageGrantPercent: z.number().min(0).max(100),
      contingencyGrantPercent: z.number().min(0).max(100),
    }),
    /** A square picture of the school's mark, at least 512 px: search engines show it beside the school. */
    logo: image(),
    /** Shown when a page that has no photo of its own is shared in a chat or a post. */
    shareImage: z.strictObject({ image: image(), alt: words('shareImage.alt') }),
  });
}

/** The school's details as the schema gives them, photos aside (their type depends on who parses them). */
export type SchoolDetails = Omit<
  z.output<ReturnType<typeof makeSiteDetailsSchema<z.ZodUnknown>>>,
  'logo' | 'shareImage'
>;

/** One line for the postal address, as printed under the map and in the footer. */
export function formatAddress(address: SchoolDetails['address']): string {
  const { street, locality, city, region, postalCode, country } = address;
  return `${street}, ${locality}, ${city}, ${region} ${postalCode}, ${country}`;
}
