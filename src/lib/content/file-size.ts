/** A file size as visitors read it next to a download link: "240 KB", "1.2 MB". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`not a file size: ${bytes}`);
  if (bytes < 1000) return `${bytes} bytes`;
  const kilobytes = bytes / 1000;
  if (kilobytes < 1000) return `${Math.round(kilobytes)} KB`;
  const megabytes = kilobytes / 1000;
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}

/** The label for a PDF link, so the size and the format are heard before the click. */
export function describePdf(bytes: number): string {
  return `PDF, ${formatFileSize(bytes)}`;
}
