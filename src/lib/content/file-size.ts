// "240 KB", "1.3 MB" beside a download link: the number written by `Intl`, the unit ("{size} KB") from
// the dictionary, since `Intl`'s units read "240 kB", not what the site has always shown.
import { fillPlaceholders } from '../../i18n/placeholders.ts';

export function formatFileSize(
  bytes: number,
  locale: string,
  messages: Record<'bytes' | 'kilobytes' | 'megabytes', string>,
): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`not a file size: ${bytes}`);
  const number = (value: number, fractionDigits = 0) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(value);
  if (bytes < 1000) return fillPlaceholders(messages.bytes, { size: number(bytes) });
  const kilobytes = bytes / 1000;
  if (kilobytes < 1000) return fillPlaceholders(messages.kilobytes, { size: number(kilobytes) });
  const megabytes = kilobytes / 1000;
  // One decimal below 10 MB, where it still tells two downloads apart.
  return fillPlaceholders(messages.megabytes, { size: number(megabytes, megabytes < 10 ? 1 : 0) });
}
