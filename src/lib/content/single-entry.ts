/**
 * Parses a JSON file that holds one entry as an object (the school's details),
 * so that a mistake names the file rather than surfacing as a vague loader
 * error. A single object, not a one-item list, because that is what a person
 * (or the web editor) expects to edit for "the school's details".
 */
export function parseSingleEntry(textOfFile: string, source: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(textOfFile);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${source}: is not valid JSON (${reason}). Check for a missing comma or quote.`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`${source}: must hold one entry, written as { "name": ..., ... }.`);
  }
  return data as Record<string, unknown>;
}
