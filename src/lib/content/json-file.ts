/** Parses a content file's JSON, or throws a sentence naming the file and the likely mistake. */
export function parseJsonFile(textOfFile: string, source: string): unknown {
  try {
    return JSON.parse(textOfFile) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${source}: is not valid JSON (${reason}). Check for a missing comma or quote.`);
  }
}

/**
 * Parses a JSON file that holds one entry as an object (the school's details),
 * so that a mistake names the file rather than surfacing as a vague loader
 * error. A single object, not a one-item list, because that is what a person
 * (or the web editor) expects to edit for "the school's details".
 */
export function parseSingleEntry(textOfFile: string, source: string): Record<string, unknown> {
  const data = parseJsonFile(textOfFile, source);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`${source}: must hold one entry, written as { "name": ..., ... }.`);
  }
  return data as Record<string, unknown>;
}
