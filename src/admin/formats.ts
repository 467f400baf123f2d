/**
 * How the editor reads and writes the site's JSON files. Decap's own JSON
 * format cannot edit a file whose top level is a list (upstream issue #531)
 * and writes no final newline. These two formats keep the files exactly as
 * staff and Prettier write them: two-space indentation, a final newline, and
 * for a list file the array itself, edited in the editor as a list field
 * named `items`. The loader in src/content.config.ts adds each entry's
 * `position` from the array's order, so nothing else is written.
 */
export interface FileFormat {
  fromFile: (text: string) => Record<string, unknown>;
  toFile: (data: Record<string, unknown>) => string;
}

const writeJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export const listFileFormat: FileFormat = {
  fromFile: (text) => ({ items: JSON.parse(text) as unknown }),
  toFile: (data) => writeJson(data.items ?? []),
};

export const objectFileFormat: FileFormat = {
  fromFile: (text) => JSON.parse(text) as Record<string, unknown>,
  toFile: (data) => writeJson(data),
};
