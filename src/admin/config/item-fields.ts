/**
 * The fields of each kind of content entry, keyed like the schemas in
 * src/lib/content/schemas.ts (plus `siteDetails` for site-details.ts). A
 * unit test walks every schema and fails when a field has no editor field
 * here, or the other way round (src/admin/config/coverage.test.ts).
 * `place` says where the entry's photos are kept.
 */
import {
  altField,
  bodyField,
  dateField,
  decimalField,
  longTextField,
  orderField,
  pdfField,
  photoField,
  textField,
  wholeNumberField,
  type EditorField,
} from './fields.ts';
import { SITE_PATH_PATTERN, WEB_ADDRESS_PATTERN } from '../../lib/content/links.ts';

const title = (what: string) => textField('title', 'Title', `The heading of ${what}, as visitors see it.`);
/** Where a collection's photos are kept, and how its entries name them (src/admin/config/collections.ts). */
export interface PhotoPlace {
  /** The folder, from the project root. */
  media: string;
  /** As an entry writes it: "../photos". */
  public: string;
}

const photo = (place: PhotoPlace, hint: string) =>
  photoField('image', 'Photo', hint, place.media, place.public);

const fieldsByKind = {
  activity: (place: PhotoPlace): EditorField[] => [
    orderField({ one: 'activity', many: 'activities' }),
    textField('title', 'Title', 'The name of the activity in the Activities menu, such as "Sports Day".'),
    textField('tagline', 'Tagline', 'A few words under the title, such as "Races, relays and medals".'),
    {
      name: 'photos',
      label: 'Photos',
      label_singular: 'Photo',
      widget: 'list',
      min: 4,
      max: 8,
      summary: '{{fields.alt}}',
      hint: 'Between 4 and 8 photos. Drag them to change their order: the first one is shown largest.',
      fields: [
        photoField('src', 'Photo', 'A photo of the activity.', place.media, place.public),
        altField('alt', 'what the photo shows'),
      ],
    },
    bodyField('What happens in this activity and why it matters, in a few short paragraphs.'),
  ],
  textBlock: (): EditorField[] => [
    textField('title', 'Heading', 'The heading above this text.'),
    orderField({ one: 'text block', many: 'text blocks' }),
    bodyField('The text, in short paragraphs.'),
  ],
  newsletter: (): EditorField[] => [
    orderField({ one: 'newsletter', many: 'newsletters' }),
    title('the newsletter, such as "Winter 2026: our annual day"'),
    dateField(
      'issueDate',
      'Date of the issue',
      'When the issue came out. The footer shows the six newest; the Newsletters page lists all of them.',
    ),
    longTextField('summary', 'Summary', 'One or two sentences on what is inside.'),
    pdfField('newsletters', 'The newsletter as a PDF.'),
  ],
  document: (): EditorField[] => [
    orderField({ one: 'document', many: 'documents' }),
    title('the document'),
    longTextField('summary', 'Summary', 'One or two sentences on what the document is about.'),
    pdfField('documents', 'The document as a PDF.'),
  ],
  galleryPhoto: (place: PhotoPlace): EditorField[] => [
    orderField({ one: 'photo', many: 'photos' }),
    title('the photo in the gallery'),
    photo(place, 'The photo.'),
    altField(),
  ],
  newsImage: (place: PhotoPlace): EditorField[] => [
    orderField({ one: 'clipping', many: 'clippings' }),
    title('the news item (the newspaper headline)'),
    dateField('date', 'Date', 'The day the news appeared. The newest news is shown first.'),
    photo(place, 'A photo or scan of the newspaper clipping.'),
    altField('alt', 'what the clipping says and shows'),
  ],
  facility: (): EditorField[] => [
    orderField({ one: 'facility', many: 'facilities' }),
    title('the facility'),
    longTextField('description', 'Description', 'What the facility is and how the children use it.'),
  ],
  listItem: (): EditorField[] => [
    orderField({ one: 'item', many: 'items' }),
    longTextField('description', 'Text', 'One sentence or two.'),
  ],
  captionedPhoto: (place: PhotoPlace): EditorField[] => [
    orderField({ one: 'photo', many: 'photos' }),
    photo(place, 'The photo.'),
    altField(),
    textField('caption', 'Caption', 'The words shown under the photo.'),
  ],
  wellWisher: (place: PhotoPlace): EditorField[] => [
    orderField({ one: 'well-wisher', many: 'well-wishers' }),
    textField('name', 'Name', 'The name of the person or organisation.'),
    longTextField('note', 'What they did', 'How they help the school, in one or two sentences.'),
    photo(place, 'A photo of them or of their gift.'),
    altField(),
  ],
  point: (): EditorField[] => [
    orderField({ one: 'reason', many: 'reasons' }),
    title('the reason'),
    longTextField('description', 'Text', 'One or two sentences.'),
  ],
  card: (): EditorField[] => [
    orderField({ one: 'card', many: 'cards' }),
    title('the card'),
    longTextField('description', 'Text', 'One or two sentences.'),
    textField('linkText', 'Link text', 'The words of the link at the bottom of the card.'),
    {
      name: 'href',
      label: 'Link to',
      widget: 'string',
      hint: 'The page the link opens, as its address on this site, such as "/volunteers" or "/about".',
      pattern: [SITE_PATH_PATTERN, 'Write an address on this site that starts with "/", such as "/about".'],
    },
  ],
  video: (place: PhotoPlace): EditorField[] => [
    orderField({ one: 'video', many: 'videos' }),
    {
      name: 'youtubeId',
      label: 'YouTube video id',
      widget: 'string',
      hint: 'The 11 letters and digits after "v=" in the video\'s YouTube address.',
      pattern: ['^[\\w-]{11}$', 'A YouTube id has exactly 11 letters, digits, "-" or "_".'],
    },
    title('the video'),
    longTextField(
      'summary',
      'What the video shows',
      'Describe what happens and what is said, for visitors who cannot hear or see the video.',
    ),
    photoField(
      'poster',
      'Picture before playing',
      'Shown until a visitor presses Play.',
      place.media,
      place.public,
    ),
    altField('posterAlt', 'the picture'),
  ],
  banner: (place: PhotoPlace): EditorField[] => [
    orderField({ one: 'banner', many: 'banners' }),
    title('the banner'),
    longTextField('text', 'Text', 'One or two sentences.'),
    textField('linkText', 'Link text', 'The words of the button on the banner.'),
    photo(place, 'The photo behind the banner.'),
    altField(),
  ],
  siteDetails: (place: PhotoPlace): EditorField[] => [
    textField('name', 'School name', 'The full name of the school.'),
    textField('shortName', 'Short name', 'The name in a few words, for small screens.'),
    textField('trust', 'Trust', 'The name of the trust that runs the school.'),
    textField('tagline', 'Tagline', 'A few words shown with the name on the home page.'),
    {
      name: 'description',
      label: 'Description for search engines',
      widget: 'text',
      hint: 'One sentence about the school, at most 160 characters: search engines show it under the name.',
      pattern: ['^\\s*\\S[\\s\\S]{0,159}$', 'Write at most 160 characters.'],
    },
    {
      name: 'address',
      label: 'Postal address',
      widget: 'object',
      fields: [
        textField('street', 'Street', 'House number and street.'),
        textField('locality', 'Area or landmark', 'The area or a landmark near the school.'),
        textField('city', 'City', 'The city.'),
        textField('region', 'State', 'The state.'),
        textField('postalCode', 'PIN code', 'The postal code.'),
        textField('country', 'Country', 'The country.'),
      ],
    },
    {
      name: 'email',
      label: 'E-mail address',
      widget: 'string',
      hint: "The school office's e-mail address, shown on the Contact page.",
      pattern: ['^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'Write an e-mail address such as office@school.org.'],
    },
    {
      name: 'phone',
      label: 'Phone number',
      widget: 'string',
      hint: 'Start with + and the country code, such as "+91 265 000 0000". Only digits and spaces after the +.',
      pattern: ['^\\+[\\d ]{8,20}$', 'Start with + and the country code, such as "+91 265 000 0000".'],
    },
    {
      name: 'map',
      label: 'Map',
      widget: 'object',
      collapsed: true,
      hint: 'Where the school is on the map. Copy the two numbers from a map website.',
      fields: [
        decimalField('latitude', 'Latitude', 'North-south position, such as 22.3072.', { min: -90, max: 90 }),
        decimalField('longitude', 'Longitude', 'East-west position, such as 73.1812.', {
          min: -180,
          max: 180,
        }),
        wholeNumberField('zoom', 'Zoom', 'How close the map starts: 15 shows a few streets.', {
          min: 1,
          max: 20,
        }),
      ],
    },
    {
      name: 'videoChannel',
      label: 'Video channel',
      widget: 'object',
      collapsed: true,
      fields: [
        textField('name', 'Name', "The channel's name, as the link to it reads."),
        {
          name: 'url',
          label: 'Address',
          widget: 'string',
          hint: 'The full address of the channel, starting with https://.',
          pattern: [WEB_ADDRESS_PATTERN, 'Write the full address, starting with https://.'],
        },
      ],
    },
    {
      name: 'facts',
      label: 'Facts and figures',
      widget: 'object',
      collapsed: true,
      hint: 'Numbers shown on the About page.',
      fields: [
        wholeNumberField('founded', 'Year founded', 'The year the school opened.'),
        wholeNumberField('hostelBuilt', 'Year the hostel was built', 'The year the hostel opened.'),
        wholeNumberField('students', 'Students', 'How many children study at the school now.', { min: 1 }),
        wholeNumberField('studentsWithFreeStay', 'Students living free in the hostel', 'How many of them.', {
          min: 0,
        }),
        decimalField('wageGrantPercent', 'Wage grant (%)', 'Percent of salaries paid by the government.', {
          min: 0,
          max: 100,
        }),
        decimalField('contingencyGrantPercent', 'Contingency grant (%)', 'Percent of running costs paid.', {
          min: 0,
          max: 100,
        }),
      ],
    },
    photoField(
      'logo',
      'Logo',
      "The school's mark, square, at least 512 pixels wide.",
      place.media,
      place.public,
    ),
    {
      name: 'shareImage',
      label: 'Picture for sharing',
      widget: 'object',
      collapsed: true,
      hint: 'Shown when a page is shared in a chat or a post: 1200 × 630 pixels.',
      fields: [
        photoField('image', 'Picture', 'The picture.', place.media, place.public),
        altField('alt', 'the picture'),
      ],
    },
  ],
} satisfies Record<string, (place: PhotoPlace) => EditorField[]>;

export const itemFields = fieldsByKind;

export type EntryKind = keyof typeof itemFields;
