/**
 * Who the school is and how to reach it: the one place for identity, contact
 * details and facts. SAMPLE DATA: the school, trust, address, phone, e-mail and
 * channel below are invented for this sample site; replace them with the real
 * ones (see docs/content-editing.md, "Changing the school's details").
 */
import { z } from 'astro/zod';

const siteSchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  trust: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(20).max(160),
  address: z.object({
    street: z.string().min(1),
    locality: z.string().min(1),
    city: z.string().min(1),
    region: z.string().min(1),
    postalCode: z.string().min(1),
    country: z.string().min(1),
  }),
  email: z.email(),
  phone: z.string().regex(/^\+[\d ]{8,20}$/),
  map: z.object({ latitude: z.number(), longitude: z.number(), zoom: z.number().int().min(1).max(20) }),
  videoChannel: z.object({ name: z.string().min(1), url: z.url() }),
  facts: z.object({
    founded: z.number().int(),
    hostelBuilt: z.number().int(),
    students: z.number().int().positive(),
    studentsWithFreeStay: z.number().int().nonnegative(),
    wageGrantPercent: z.number().min(0).max(100),
    contingencyGrantPercent: z.number().min(0).max(100),
  }),
});

export type SiteConfig = z.infer<typeof siteSchema>;

// Parsed at import so a typo (a bad e-mail, a missing field) stops the build
// with zod's message naming the field.
export const site: SiteConfig = siteSchema.parse({
  name: 'Navjyot School for Hearing-Impaired Children',
  shortName: 'Navjyot School',
  trust: 'Navjyot Seva Trust',
  tagline: 'Where every child is heard',
  description:
    'A residential school for deaf and hard-of-hearing children since 1974: sign language, speech, lessons, a free hostel and a community that listens.',
  address: {
    street: '14 Sample Garden Road',
    locality: 'Near Old Water Tower',
    city: 'Vadodara',
    region: 'Gujarat',
    postalCode: '390001',
    country: 'India',
  },
  email: 'office@navjyot-school.example',
  phone: '+91 265 000 0000',
  map: { latitude: 22.3072, longitude: 73.1812, zoom: 15 },
  videoChannel: { name: 'Navjyot School on YouTube', url: 'https://www.youtube.com/@navjyot-school-sample' },
  facts: {
    founded: 1974,
    hostelBuilt: 1991,
    students: 121,
    studentsWithFreeStay: 50,
    wageGrantPercent: 100,
    contingencyGrantPercent: 90,
  },
});

/** One line for the postal address, as printed under the map and in the footer. */
export function formatAddress(config: SiteConfig = site): string {
  const { street, locality, city, region, postalCode, country } = config.address;
  return `${street}, ${locality}, ${city}, ${region} ${postalCode}, ${country}`;
}
