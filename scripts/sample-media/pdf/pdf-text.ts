// pdf-lib's standard fonts only know the WinAnsi character set. Typographic
// punctuation is mapped to plain ASCII so every text can be extracted and
// searched the same way; anything else outside Latin-1 is a mistake in the
// text and stops the generator with the offending character named.
const replacements: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u2022': '*',
  '\u00a0': ' ',
  '\u20b9': 'Rs ',
};

export function toPdfText(text: string): string {
  const mapped = text.replace(
    /[\u2018\u2019\u201a\u201c\u201d\u201e\u2013\u2014\u2212\u2026\u2022\u00a0\u20b9]/g,
    (char) => replacements[char],
  );
  for (const char of mapped) {
    const code = char.codePointAt(0) ?? 0;
    const printable = (code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff);
    if (!printable) {
      const hex = code.toString(16).toUpperCase().padStart(4, '0');
      throw new Error(
        `"${char}" (U+${hex}) cannot be written with the PDF standard fonts, in: ${mapped.slice(0, 60)}`,
      );
    }
  }
  return mapped;
}
