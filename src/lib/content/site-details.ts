// The schema of the school's own details in src/content/site/site.json: a factory like the other schemas.
import { z } from 'astro/zod';
import { webAddress } from './links';
import { translated } from './translation';
import { alt, edited, line, optionalField, text, type SchemaTools } from './schemas';
import { makeSignVideoSchema } from '../../features/sign-video/schema';

const field = <T extends z.ZodType>(schema: T, title: string, description = '') =>
  edited(schema, { title, description });
// z.number().int() already stops at the smallest safe integer.
const whole = (title: string, description: string, least = Number.MIN_SAFE_INTEGER) =>
  field(z.number().int().min(least), title, description);
const percent = (title: string, description: string) => field(z.number().min(0).max(100), title, description);

/** A number with its country code, as the links on the Contact page dial it. */
const phoneNumber = (name: string, title: string, description: string) =>
  edited(
    z.string({ error: `${name} is required` }).regex(/^\+[\d ]{8,20}$/, {
      error: `${name} must start with + and the country code, e.g. "+91 265 000 0000"`,
    }),
    {
      title,
      description: `${description} Start with + and the country code, such as "+91 265 000 0000". Only digits and spaces after the +.`,
      invalid: 'Start with + and the country code, such as "+91 265 000 0000".',
    },
  );

/** The file checks (SchemaTools) check the Contact page's video files; the editor and unit tests pass stand-ins. */
export function makeSiteDetailsSchema<Img extends z.ZodType>(tools: SchemaTools<Img>) {
  const picture = (title: string, description: string) =>
    edited(tools.image(), { title, description, widget: 'image' });
  return z.strictObject({
    name: line('name', 'School name', 'The full name of the school.'),
    shortName: line('shortName', 'Short name', 'The name in a few words, for small screens.'),
    trust: line('trust', 'Trust', 'The name of the trust that runs the school.'),
    tagline: line('tagline', 'Tagline', 'A few words shown with the name on the home page.'),
    // Search engines show about 160 characters of a description.
    description: translated(
      edited(text('description').max(160, { error: 'description must be at most 160 characters' }), {
        title: 'Description for search engines',
        description:
          'One sentence about the school, at most 160 characters: search engines show it under the name.',
        widget: 'text',
        invalid: 'Write at most 160 characters.',
      }),
    ),
    address: field(
      z.strictObject({
        street: line('street', 'Street', 'House number and street.'),
        locality: line('locality', 'Area or landmark', 'The area or a landmark near the school.'),
        city: line('city', 'City', 'The city.'),
        region: line('region', 'State', 'The state.'),
        postalCode: field(text('postalCode'), 'PIN code', 'The postal code.'),
        country: line('country', 'Country', 'The country.'),
      }),
      'Postal address',
    ),
    email: edited(z.email({ error: 'email must be an e-mail address such as office@school.org' }), {
      title: 'E-mail address',
      description: "The school office's e-mail address, shown on the Contact page.",
      invalid: 'Write an e-mail address such as office@school.org.',
    }),
    phone: phoneNumber('phone', 'Phone number', 'The office phone.'),
    // A deaf parent cannot phone: these give the Contact page a text message and a WhatsApp link.
    smsNumber: optionalField(
      phoneNumber(
        'smsNumber',
        'Number for text messages (SMS)',
        'A mobile that takes text messages, for parents who cannot phone. Leave empty if there is none.',
      ),
    ),
    whatsAppNumber: optionalField(
      phoneNumber(
        'whatsAppNumber',
        'WhatsApp number',
        'The number the school uses on WhatsApp. Leave empty if there is none.',
      ),
    ),
    map: field(
      z.strictObject({
        latitude: field(z.number().min(-90).max(90), 'Latitude', 'North-south position, such as 22.3072.'),
        longitude: field(z.number().min(-180).max(180), 'Longitude', 'East-west position, such as 73.1812.'),
        zoom: field(
          z.number().int().min(1).max(20),
          'Zoom',
          'How close the map starts: 15 shows a few streets.',
        ),
      }),
      'Map',
      'Where the school is on the map. Copy the two numbers from a map website.',
    ),
    videoChannel: field(
      z.strictObject({
        name: line('videoChannel.name', 'Name', "The channel's name, as the link to it reads."),
        url: edited(webAddress('videoChannel.url'), {
          title: 'Address',
          description: 'The full address of the channel, starting with https://.',
          invalid: 'Write the full address, starting with https://.',
        }),
      }),
      'Video channel',
    ),
    facts: field(
      z.strictObject({
        founded: whole('Year founded', 'The year the school opened.'),
        hostelBuilt: whole('Year the hostel was built', 'The year the hostel opened.'),
        students: whole('Students', 'How many children study at the school now.', 1),
        studentsWithFreeStay: whole('Students living free in the hostel', 'How many of them.', 0),
        wageGrantPercent: percent('Wage grant (%)', 'Percent of salaries paid by the government.'),
        contingencyGrantPercent: percent('Contingency grant (%)', 'Percent of running costs paid.'),
      }),
      'Facts and figures',
      'Numbers shown on the About page.',
    ),
    logo: picture(
      'Logo',
      "The school's mark, square, at least 512 pixels wide, with no transparent parts: also the site's icon on a phone's home screen.",
    ),
    shareImage: field(
      z.strictObject({
        image: picture('Picture', 'The picture.'),
        alt: alt('the picture', 'shareImage.alt'),
      }),
      'Picture for sharing',
      'Shown when a page is shared in a chat or a post: 1200 × 630 pixels.',
    ),
    contactSignVideo: makeSignVideoSchema(tools, 'the Contact page'),
  });
}

/** The school's details as the schema gives them, photos aside (their type depends on who parses them). */
export type SchoolDetails = Omit<
  z.output<ReturnType<typeof makeSiteDetailsSchema<z.ZodUnknown>>>,
  'logo' | 'shareImage' | 'contactSignVideo'
>;

/** A number as a link dials it: the schema allows only digits and spaces after the +. */
export const dialled = (number: string) => number.replaceAll(' ', '');

/** One line for the postal address, as printed under the map and in the footer. */
export function formatAddress(address: SchoolDetails['address']): string {
  const { street, locality, city, region, postalCode, country } = address;
  return `${street}, ${locality}, ${city}, ${region} ${postalCode}, ${country}`;
}
