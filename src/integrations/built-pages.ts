/** The HTML pages of a finished build, for integrations that rewrite or read them. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every .html file below `folder`, leaving out the bundled assets in _astro/. */
export function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '_astro' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}
