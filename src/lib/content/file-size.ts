/**
 * A file size as visitors read it next to a download link: "240 KB",
 * "1.3 MB". The number is written the locale's way by `Intl`; the unit's
 * words ("{size} KB") come from the dictionary, because `Intl`'s own units
 * read "240 kB" in English, not what the site has always shown.
 */
import { fillPlaceholders } from '../../i18n/placeholders.ts';

export interface FileSizeWords {
  bytes: string;
  kilobytes: string;
  megabytes: string;
}

export function formatFileSize(bytes: number, locale: string, words: FileSizeWords): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`not a file size: ${bytes}`);
  const number = (value: number, fractionDigits = 0) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(value);
  if (bytes < 1000) return fillPlaceholders(words.bytes, { size: number(bytes) });
  const kilobytes = bytes / 1000;
  if (kilobytes < 1000) return fillPlaceholders(words.kilobytes, { size: number(kilobytes) });
  const megabytes = kilobytes / 1000;
  // One decimal below 10 MB, where it still tells two downloads apart.
  return fillPlaceholders(words.megabytes, { size: number(megabytes, megabytes < 10 ? 1 : 0) });
}
