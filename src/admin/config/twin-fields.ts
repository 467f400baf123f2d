/**
 * The fields of a Gujarati twin: the English entry's editor fields that hold
 * words, picked by the twin's own schema (src/lib/content/twin-schemas.ts).
 * So which fields are words is written once, in that schema, and a word
 * field's label, hint and rule are the English field's. Only the hints that
 * would mislead are changed: a twin's ids, items and photos follow the
 * English file, so they are matched, never moved.
 */
import { z } from 'astro/zod';
import { makeSchemas } from '../../lib/content/schemas.ts';
import { makeSiteDetailsSchema } from '../../lib/content/site-details.ts';
import { makeSiteTwinSchema, makeTwinSchemas } from '../../lib/content/twin-schemas.ts';
import type { EditorField } from './fields.ts';
import type { EntryKind } from './item-fields.ts';

// The twins hold no photos or files, so stand-ins for the file checks serve.
const englishSchemas = makeSchemas({ image: () => z.string(), publicFileExists: () => true });

export const twinSchemas: Record<EntryKind, z.ZodType> = {
  ...makeTwinSchemas(englishSchemas),
  siteDetails: makeSiteTwinSchema(makeSiteDetailsSchema(() => z.string())),
};

const TWIN_HINTS: Record<string, string> = {
  id: 'The short name of the English item these words belong to, exactly as it is written there.',
  photos: 'One description for each photo of the English activity, in the same order.',
};

/** The object a schema describes, through optional and list wrappers. */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  if (schema instanceof z.ZodOptional) return objectShape(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodArray) return objectShape(schema.element as z.ZodType);
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  return undefined;
}

/** The fields of `fields` that `schema` names, nested lists and objects narrowed the same way. */
export function wordFields(fields: readonly EditorField[], schema: z.ZodType): EditorField[] {
  const shape = objectShape(schema) ?? {};
  return fields.flatMap((field): EditorField[] => {
    // A Markdown twin has its own text: the body is never a schema field.
    if (field.name === 'body' && field.widget === 'markdown') return [field];
    const inner = shape[field.name];
    if (!inner) return [];
    const hint = TWIN_HINTS[field.name] ?? field.hint;
    if ('fields' in field && field.fields) {
      return [{ ...field, hint, fields: wordFields(field.fields, inner) } as EditorField];
    }
    return [{ ...field, hint } as EditorField];
  });
}
