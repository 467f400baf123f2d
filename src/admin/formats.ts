/** The name the editor's JSON format is registered under (src/admin/start-editor.ts). */
export const JSON_FORMAT = 'json-file';

/** JSON as staff and Prettier write it: two-space indentation and a final newline, which Decap's own JSON format drops. */
export const jsonFileFormat = {
  fromFile: (text: string) => JSON.parse(text) as Record<string, unknown>,
  toFile: (data: Record<string, unknown>) => `${JSON.stringify(data, null, 2)}\n`,
};
