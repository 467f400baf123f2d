/**
 * What a translated twin may hold: the words of its English entry and
 * nothing else, each kind picked from the English schema so the rules and
 * messages of a field are written once. Strict: a photo, a date or a link
 * copied into a twin would be a second home for a fact, so it is refused,
 * naming the field. The contract these follow is in docs/content-editing.md.
 */
import { z } from 'astro/zod';
import type { makeSchemas } from './schemas';
import type { makeSiteDetailsSchema } from './site-details';

type Schemas = ReturnType<typeof makeSchemas<z.ZodType>>;
type SiteSchema = ReturnType<typeof makeSiteDetailsSchema<z.ZodType>>;

/** The fields `keys` of `schema`, with their rules and messages, refusing any other field. */
function wordsOf<Shape extends z.core.$ZodShape, K extends keyof Shape & string>(
  schema: z.ZodObject<Shape>,
  keys: readonly K[],
) {
  const picked = Object.fromEntries(keys.map((key) => [key, schema.shape[key]]));
  return z.strictObject(picked as Pick<Shape, K>);
}

export function makeTwinSchemas(schemas: Schemas) {
  const idTitle = ['id', 'title'] as const;
  return {
    activity: wordsOf(schemas.activity, ['title', 'tagline']).extend({
      photos: z.array(wordsOf(schemas.activity.shape.photos.element, ['alt']), {
        error: 'photos is required: one { alt } for each English photo, in the same order',
      }),
    }),
    textBlock: wordsOf(schemas.textBlock, ['title']),
    newsletter: wordsOf(schemas.newsletter, [...idTitle, 'summary']),
    document: wordsOf(schemas.document, [...idTitle, 'summary']),
    galleryPhoto: wordsOf(schemas.galleryPhoto, [...idTitle, 'alt']),
    newsImage: wordsOf(schemas.newsImage, [...idTitle, 'alt']),
    facility: wordsOf(schemas.facility, [...idTitle, 'description']),
    point: wordsOf(schemas.point, [...idTitle, 'description']),
    listItem: wordsOf(schemas.listItem, ['id', 'description']),
    captionedPhoto: wordsOf(schemas.captionedPhoto, ['id', 'alt', 'caption']),
    wellWisher: wordsOf(schemas.wellWisher, ['id', 'name', 'note', 'alt']),
    card: wordsOf(schemas.card, [...idTitle, 'description', 'linkText']),
    video: wordsOf(schemas.video, [...idTitle, 'summary', 'posterAlt']),
    banner: wordsOf(schemas.banner, [...idTitle, 'text', 'linkText', 'alt']),
  };
}

export type TwinSchemas = ReturnType<typeof makeTwinSchemas>;
export type ContentKind = keyof TwinSchemas & keyof Schemas;

/** The school details' words: names, address lines, the channel's name and the share picture's alt text. */
export function makeSiteTwinSchema(site: SiteSchema) {
  const { shape } = site;
  return wordsOf(site, ['name', 'shortName', 'trust', 'tagline', 'description']).extend({
    address: wordsOf(shape.address, ['street', 'locality', 'city', 'region', 'country']),
    videoChannel: wordsOf(shape.videoChannel, ['name']),
    shareImage: wordsOf(shape.shareImage, ['alt']),
  });
}
