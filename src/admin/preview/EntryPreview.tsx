// The editor's preview of an entry in the language being edited, in the site's own classes and stylesheet, so
// staff see the words as visitors will. Loaded with the editor only.
import type { CMS, PreviewTemplateComponentProps } from 'decap-cms-core';
import siteStyles from '../../styles/global.css?inline';
import { defaultLocale, isLocale, localeFacts } from '../../i18n/locales.ts';
import { translatableFieldsOf, type CollectionName } from '../../lib/content/collections.ts';
import { translate } from '../../lib/content/translation.ts';
import { formatDisplayDate } from '../../lib/media/format-date.ts';
import { previewShapes, type PreviewShape } from '../config/editor-config.ts';

/** Decap also hands a template the locale the entry is shown in (not in its typings). */
export type PreviewProps = PreviewTemplateComponentProps & { locale?: string };

/** Decap's settings of a field, and its data, are Immutable values. */
type Immutable = { get(key: string): unknown; toJS?: () => unknown };

const fieldNamed = (fields: unknown, name: string) =>
  [...((fields as Iterable<Immutable> | undefined) ?? [])].find((field) => field.get('name') === name);

const plain = (value: unknown) =>
  ((value as Immutable | undefined)?.toJS?.() ?? {}) as Record<string, unknown>;

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** `translatableFields`: the entry's translatable fields ("title", "photos.*.alt"); the rest are facts, given once in English. */
type EntryPreviewProps = { shape: PreviewShape; translatableFields: readonly string[]; props: PreviewProps };

export function EntryPreview({ shape, translatableFields, props }: EntryPreviewProps) {
  const { lang, intlLocale } = localeFacts[isLocale(props.locale) ? props.locale : defaultLocale];
  // Decap hands a template the edited locale's data only, but every page shows the facts given once in English
  // (photos, dates, files): the draft holds them, and the locale's words go over them as the loaders do.
  const draft = (props as { state?: { entryDraft?: { getIn(path: string[]): unknown } } }).state?.entryDraft;
  const { data } = translate(
    plain(draft?.getIn(['entry', 'data'])),
    plain(props.entry.get('data')),
    translatableFields,
  );
  const text = (name: string | undefined) => (name ? asText(data[name]) : '');
  const date = shape.date ? new Date(text(shape.date)) : undefined;
  const photos =
    (shape.photos && (data[shape.photos] as { src?: unknown; alt?: unknown }[] | undefined)) || [];
  const photoField = shape.photos && fieldNamed(fieldNamed(props.fields, shape.photos)?.get('fields'), 'src');
  const file = text(shape.file);
  // The file just chosen, or the one saved; Decap's getAsset also takes the field, which says the photo's folder.
  const getAsset = props.getAsset as (path: string, field?: unknown) => { toString(): string };
  const photo = (src: unknown, alt: unknown, field: unknown, key?: number) =>
    typeof src === 'string' && src !== '' ? (
      <img key={key} src={getAsset(src, field).toString()} alt={asText(alt)} />
    ) : null;
  return (
    <main lang={lang} className="container section">
      <h1>{text(shape.title)}</h1>
      {shape.lead && <p>{text(shape.lead)}</p>}
      {date && !Number.isNaN(date.getTime()) && (
        <p>
          <time>{formatDisplayDate(date, intlLocale)}</time>
        </p>
      )}
      {shape.image && photo(data[shape.image], data.alt, fieldNamed(props.fields, shape.image))}
      {shape.body && <div className="prose">{props.widgetFor('body')}</div>}
      {photos.map(({ src, alt }, index) => photo(src, alt, photoField, index))}
      {file && (
        <p>
          <a href={file}>{file}</a>
        </p>
      )}
    </main>
  );
}

/** The site's stylesheet (its tokens, type, prose styles and Gujarati font) in the pane, and a template per shape. */
export function registerPreviews(cms: CMS): void {
  cms.registerPreviewStyle(siteStyles, { raw: true });
  for (const [collection, shape] of Object.entries(previewShapes)) {
    const translatableFields = translatableFieldsOf(collection as CollectionName);
    cms.registerPreviewTemplate(collection, (props: PreviewProps) => (
      <EntryPreview shape={shape} translatableFields={translatableFields} props={props} />
    ));
  }
}
