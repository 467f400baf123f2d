/**
 * An entry as a locale's page shows it: the locale's words over the facts
 * given once in English (photos, dates, files), as the site's loaders join
 * them (src/content-loaders/). Lists are joined item by item: a Gujarati
 * photo description over the English photo.
 */
type Data = Record<string, unknown>;

const isData = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function withFacts(words: Data, facts: Data): Data {
  const joined: Data = { ...facts };
  for (const [key, value] of Object.entries(words)) {
    const fact = facts[key];
    if (Array.isArray(value) && Array.isArray(fact)) {
      joined[key] = fact.map((item: unknown, index) =>
        isData(item) && isData(value[index]) ? withFacts(value[index], item) : (value[index] ?? item),
      );
    } else if (isData(value) && isData(fact)) joined[key] = withFacts(value, fact);
    else if (value !== undefined && value !== null && value !== '') joined[key] = value;
  }
  return joined;
}
