/**
 * The sign-language video any entry may carry (issue #26): a self-hosted video, its poster and one WebVTT
 * caption file per language. The captions are facts of the English entry, not translated words (which fall
 * back to English): a missing one stops the build, naming "signVideo.captions.gu".
 */
import { z } from 'astro/zod';
import { localeFacts, locales, type Locale } from '../../i18n/locales';
import { edited, type EditorMeta, type SchemaTools } from '../../lib/content/schemas';
import { SIGN_VIDEO_FOLDER } from './folder';

type FileWords = Pick<EditorMeta, 'title' | 'description'>;

/** A file under public/isl/ that must exist (and have no `problem`), with what the editor shows for it. */
function siteFile(
  field: string,
  extension: string,
  exists: (path: string) => boolean,
  editor: FileWords,
  problem: (path: string) => string | undefined = () => undefined,
) {
  const path = new RegExp(`^/${SIGN_VIDEO_FOLDER}/[\\w.-]+\\.${extension}$`);
  const file = z
    .string({ error: `${field} is required once there is a video` })
    .regex(path, {
      error: `${field} must be a file in /${SIGN_VIDEO_FOLDER}/ ending in .${extension}`,
      // A wrong name is the one problem to report: it cannot exist either.
      abort: true,
    })
    .refine(exists, { error: `${field} does not exist in the public/ folder`, abort: true })
    .refine((path) => problem(path) === undefined, {
      error: ({ input }) => `${field} ${problem(String(input))}`,
    });
  return edited(file, { ...editor, widget: 'file', extension, folder: SIGN_VIDEO_FOLDER });
}

/** The field, for the words of `what` ("this text", "the Contact page"). */
export function makeSignVideoSchema<Img extends z.ZodType>(
  { image, publicFileExists, publicVideoProblem }: SchemaTools<Img>,
  what = 'this text',
) {
  const captions = Object.fromEntries(
    locales.map((locale) => {
      const language = localeFacts[locale].englishName;
      const editor = {
        title: `Captions in ${language} (.vtt)`,
        description: `What the video signs, written in ${language}, as a WebVTT captions file. Shown on the ${language} pages. Required with a video.`,
      };
      return [locale, siteFile(`captions.${locale}`, 'vtt', publicFileExists, editor)];
    }),
  ) as Record<Locale, z.ZodString>;

  const complete = edited(
    z.object({
      video: siteFile(
        'video',
        'mp4',
        publicFileExists,
        {
          title: 'Video file (.mp4)',
          description: `A teacher signing ${what} in Indian Sign Language, as an MP4 file in H.264, which every phone plays (an iPhone records it with Settings > Camera > Formats > Most Compatible). Keep it short and small (under 2 MB): parents watch on phones.`,
        },
        publicVideoProblem,
      ),
      poster: edited(image(), {
        title: 'Picture before playing',
        description: 'A still from the video, shown until the visitor presses Play. A JPEG or PNG photo.',
        widget: 'image',
      }),
      captions: edited(z.object(captions), {
        title: 'Captions',
        description:
          'One captions file for each language: deaf parents who read follow the signing with them.',
      }),
    }),
    {
      title: what === 'this text' ? 'Sign-language video' : `Sign-language video of ${what}`,
      description: `Optional: ${what} in Indian Sign Language, as a video. Visitors see a "Watch in Indian Sign Language" button near the heading. Once you add a video, its picture and captions in every language are required.`,
    },
  );
  // Decap's "Remove" leaves the video's path empty: a sign video without its video file is no video
  // (a poster or captions left beside it go with it), not a bad path that stops the build.
  const withoutRemoved = (value: unknown) =>
    String((Object(value) as { video?: unknown }).video ?? '').trim() ? value : undefined;
  return z.preprocess(withoutRemoved, complete.optional()).optional();
}
