/** Parses a content file's JSON, or throws a sentence naming the file and the likely mistake. */
export function parseJsonFile(textOfFile: string, source: string): unknown {
  try {
    return JSON.parse(textOfFile) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${source}: is not valid JSON (${reason}). Check for a missing comma or quote.`);
  }
}
