import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every .html page of a finished build in `folder`, for integrations that rewrite or read them. */
export const htmlFiles = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(folder, name));
