/**
 * How the editor writes the site's JSON files. Decap's own JSON format
 * writes no final newline; this one keeps the files exactly as staff and
 * Prettier write them: two-space indentation and a final newline.
 */
export interface FileFormat {
  fromFile: (text: string) => Record<string, unknown>;
  toFile: (data: Record<string, unknown>) => string;
}

const writeJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export const jsonFileFormat: FileFormat = {
  fromFile: (text) => JSON.parse(text) as Record<string, unknown>,
  toFile: (data) => writeJson(data),
};
