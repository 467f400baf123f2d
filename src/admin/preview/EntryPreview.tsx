/**
 * The editor's preview of one entry, in the language being edited: its
 * heading, lead, date, Markdown text and photos, marked up with the site's
 * own classes and styled by the site's own stylesheet (registered in
 * register.ts), so staff see the words as visitors will.
 */
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { defaultLocale, isLocale, localeFacts } from '../../i18n/locales.ts';
import { formatDisplayDate } from '../../lib/media/format-date.ts';
import type { PreviewShape } from './shapes.ts';
import { withFacts } from './with-facts.ts';

/** Decap also hands a template the locale the entry is shown in (not in its typings). */
export type PreviewProps = PreviewTemplateComponentProps & { locale?: string };

/** One of Decap's field settings (an Immutable map). */
interface Field {
  get(key: string): unknown;
}

const fieldNamed = (fields: unknown, name: string): Field | undefined =>
  [...((fields as Iterable<Field> | undefined) ?? [])].find((field) => field.get('name') === name);

/** An Immutable value as plain data. */
const plain = (value: unknown) =>
  ((value as { toJS?: () => unknown } | undefined)?.toJS?.() ?? {}) as Record<string, unknown>;

/**
 * The entry's English data. Decap hands a template the edited locale's data
 * only, but the site shows the facts given once in English (photos, dates,
 * files) on every locale's page; the pane also gets the editor's state,
 * whose draft holds the English data.
 */
const englishData = (props: PreviewProps) =>
  (props as { state?: { entryDraft?: { getIn(path: string[]): unknown } } }).state?.entryDraft?.getIn([
    'entry',
    'data',
  ]);

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** A photo's address in the editor: the file just chosen, or the one saved. */
function photoUrl(props: PreviewProps, src: unknown, field: Field | undefined): string | undefined {
  if (typeof src !== 'string' || src === '') return undefined;
  // Decap's getAsset also takes the field, which says the photo's folder.
  const getAsset = props.getAsset as (path: string, field?: Field) => { toString(): string };
  return getAsset(src, field).toString();
}

function Photo({ url, alt }: { url: string | undefined; alt: unknown }) {
  return url ? <img src={url} alt={asText(alt)} /> : null;
}

export function EntryPreview({ shape, props }: { shape: PreviewShape; props: PreviewProps }) {
  const locale = isLocale(props.locale) ? props.locale : defaultLocale;
  const { lang, intlLocale } = localeFacts[locale];
  const data = withFacts(plain(props.entry.get('data')), plain(englishData(props)));
  const text = (name: string | undefined) => (name ? asText(data[name]) : '');
  const date = shape.date ? new Date(text(shape.date)) : undefined;
  const photos = shape.photos
    ? ((data[shape.photos] as { src?: unknown; alt?: unknown }[] | undefined) ?? [])
    : [];
  const photoField = shape.photos
    ? fieldNamed(fieldNamed(props.fields, shape.photos)?.get('fields'), 'src')
    : undefined;
  const file = text(shape.file);
  return (
    <main lang={lang} className="container section">
      <h1>{text(shape.title)}</h1>
      {shape.lead && <p>{text(shape.lead)}</p>}
      {date && !Number.isNaN(date.getTime()) && (
        <p>
          <time>{formatDisplayDate(date, intlLocale)}</time>
        </p>
      )}
      {shape.image && (
        <Photo
          url={photoUrl(props, data[shape.image], fieldNamed(props.fields, shape.image))}
          alt={data.alt}
        />
      )}
      {shape.body && <div className="prose">{props.widgetFor('body')}</div>}
      {photos.map((photo, index) => (
        <Photo key={index} url={photoUrl(props, photo.src, photoField)} alt={photo.alt} />
      ))}
      {file && (
        <p>
          <a href={file}>{file}</a>
        </p>
      )}
    </main>
  );
}
