// The Gujarati edition keeps the wording that docs/gujarati-glossary.md asks
// for: the three sentences a reader misread in the November 2026 review
// (children "understand" instead of being understood, "the school runs the
// trust", costumes "made by the tiger's hands") stay fixed, and no form the
// glossary rejects comes back in any Gujarati content file or Gujarati message.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES_FOLDER, messageFiles } from '../../src/i18n/messages.ts';

type Text = { where: string; text: string };

function stringsIn(value: unknown, where: string): Text[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => stringsIn(inner, `${where}.${key}`));
}

/** A Gujarati Markdown file's words: its front matter values (YAML quotes taken off) and its body. */
function markdownTexts(file: string): Text[] {
  const [, frontMatter = '', body = ''] = readFileSync(file, 'utf8').split(/^---$/m);
  const values = frontMatter.split('\n').flatMap((line) => {
    const value = /^\s*(?:- )?\w+:\s*(.+)$/.exec(line)?.[1];
    return value ? [{ where: file, text: value.replace(/^(["'])(.*)\1$/, '$2') }] : [];
  });
  return [...values, { where: file, text: body }];
}

/** Every file in a gu/ locale folder. */
const gujaratiFiles = readdirSync('src/content', { recursive: true, encoding: 'utf8' })
  .filter((path) => path.split('/').includes('gu') && /\.(md|json)$/.test(path))
  .map((path) => join('src/content', path))
  .sort();

const SITE_FILE = 'src/content/site/site.json';
/** The school details keep every locale in one file: its "gu" words. */
const siteGujarati = (JSON.parse(readFileSync(SITE_FILE, 'utf8')) as { gu: unknown }).gu;

const texts: Text[] = [
  ...gujaratiFiles.flatMap((file) =>
    file.endsWith('.json') ? stringsIn(JSON.parse(readFileSync(file, 'utf8')), file) : markdownTexts(file),
  ),
  ...stringsIn(siteGujarati, `${SITE_FILE} (gu)`),
  ...Object.entries(messageFiles).flatMap(([file, { gu }]) => stringsIn(gu, `${MESSAGES_FOLDER}/${file}`)),
];

/** Forms the glossary rejects, each with the word it asks for instead. */
const rejected: { not: RegExp; use: string; why: string }[] = [
  { not: /તાળી આપ/, use: 'વધાવવા', why: '"તાળી આપવી" is slapping hands, not applause' },
  { not: /સોનું અને ચાંદી/, use: 'સોના અને ચાંદીના ચંદ્રક', why: 'reads as the metals' },
  { not: /રાજ્ય (કક્ષાના )?રમતોત્સવ/, use: 'રમતગમત સ્પર્ધા', why: 'રમતોત્સવ is the school Sports Day' },
  { not: /પાછલ[ાીુો]|આગલ[ાીુો]/, use: 'અગાઉનો / પછીનો', why: 'આગલું also means "previous"' },
  { not: /કેલેન્ડર/, use: 'કૅલેન્ડર', why: 'ૅ for the open English vowel' },
  { not: /બેડમિન્ટન/, use: 'બૅડમિન્ટન', why: 'ૅ for the open English vowel' },
  { not: /મેનુ/, use: 'મેનૂ', why: 'the long vowel of "menu"' },
  { not: /સિલાઈ|દરજીકામ/, use: 'સીવણકામ', why: 'one word for tailoring' },
  { not: /ધ્વજ દિવસ/, use: 'ધ્વજવંદન', why: '"ધ્વજ દિન" is Armed Forces Flag Day' },
  { not: /બાકીનું બધું, એટલે કે/, use: 'જેમ કે', why: '"એટલે કે" makes a partial list complete' },
  { not: /(?<![\u0A80-\u0AFF])આપ(નું|ને|ની|ના|નો)?(?![\u0A80-\u0AFF])/u, use: 'તમે', why: 'the site says તમે' },
  { not: /પાનખર/, use: 'શરદ', why: 'in Gujarat પાનખર is the February leaf-fall' },
  { not: /અભ્યાસપત્રક/, use: 'વર્કશીટ', why: 'the word teachers use' },
  { not: /સહાધ્યાયી|તાલીમકાર|સંદર્ભ-ગ્રંથ|અવાજ-રોધક/, use: 'સાથે ભણતાં', why: 'bookish' },
  { not: /મૂક-?બધિર|મૂકાભિનય/, use: 'બધિર', why: 'મૂક says "mute"' },
  { not: /શ્રવણમંદ/, use: 'શ્રવણક્ષતિ ધરાવતાં', why: 'મંદ reads "slow, dull"' },
  { not: /"/, use: '“ ”', why: 'one kind of quotation mark' },
];

describe('Gujarati wording', () => {
  it('reads every Gujarati content file, the school details and the messages', () => {
    expect(gujaratiFiles.length).toBeGreaterThanOrEqual(170);
    expect(texts.filter(({ where }) => where.startsWith(SITE_FILE)).length).toBeGreaterThanOrEqual(10);
    expect(texts.length).toBeGreaterThan(600);
  });

  it('the sample content is fully translated: every English file has its Gujarati file', () => {
    const gujarati = new Set(gujaratiFiles);
    const english = readdirSync('src/content', { recursive: true, encoding: 'utf8' })
      .filter((path) => path.split('/').includes('en') && /\.(md|json)$/.test(path))
      .map((path) => join('src/content', path));
    expect(english.length).toBe(gujaratiFiles.length);
    expect(english.filter((file) => !gujarati.has(file.replace('/en/', '/gu/')))).toEqual([]);
  });

  it('the sample content is fully translated: every Gujarati Markdown file has the text its English file has', () => {
    const textOf = (file: string) => readFileSync(file, 'utf8').split(/^---$/m).slice(2).join('---').trim();
    const withoutText = gujaratiFiles.filter(
      (file) => file.endsWith('.md') && textOf(file) === '' && textOf(file.replace('/gu/', '/en/')) !== '',
    );
    expect(withoutText).toEqual([]);
  });

  it.each([
    ['about/texts/gu/beliefs.md', 'ત્યારે બાળકો ઝડપથી શીખે છે અને ઘરે તેમને પ્રેમ અને સમજણ મળે છે.'],
    [
      'home/texts/gu/intro.md',
      'માતા-પિતા, સ્વયંસેવકો અને તમારા જેવા શુભેચ્છકોની મદદથી નવજ્યોત સેવા ટ્રસ્ટ આ શાળા ચલાવે છે.',
    ],
    ['activities/gu/theater-arts.md', 'હાથે બનાવેલા રાજા, ખેડૂત અને વાઘના પોશાક પહેરેલા'],
    ['about/texts/gu/about-us.md', 'બાકીનું બધું, જેમ કે છાત્રાલય,'],
  ])('%s says what the English says', (file, sentence) => {
    expect(readFileSync(join('src/content', file), 'utf8')).toContain(sentence);
  });

  it.each(rejected.map((rule) => [String(rule.not), rule] as const))('nothing writes %s', (_form, rule) => {
    const found = texts.flatMap(({ where, text }) => {
      const match = rule.not.exec(text);
      return match ? [`${where}: …${text.slice(Math.max(0, match.index - 20), match.index + 20)}…`] : [];
    });
    expect(found, `write ${rule.use} (${rule.why})`).toEqual([]);
  });

  it('the glossary names every word asked for instead', () => {
    const glossary = readFileSync('docs/gujarati-glossary.md', 'utf8');
    expect(rejected.map((rule) => rule.use).filter((word) => !glossary.includes(word))).toEqual([]);
  });
});
