// Reads the flat key/value mappings out of a Markdown file's YAML frontmatter:
// one record for the top level and one for each list item or nested mapping.
// It understands the YAML the content uses (plain, quoted and block scalars,
// lists of mappings), which is all the generator needs to find image fields
// and their alt text. It is not a general YAML parser.

export type FrontmatterRecord = Record<string, string>;

const keyLine = /^(\s*)(-\s+)?([A-Za-z_][\w-]*)\s*:(?:\s+(.*))?$/;

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

function unquote(raw: string): string {
  if (raw.startsWith('"')) {
    try {
      return JSON.parse(raw) as string;
    } catch {
      return raw.slice(1, -1);
    }
  }
  return raw.slice(1, -1).replaceAll("''", "'");
}

function isClosedQuote(raw: string): boolean {
  const quote = raw[0];
  if (raw.length < 2 || !raw.endsWith(quote)) return false;
  if (quote === "'") return true;
  const backslashes = /\\*"$/.exec(raw)?.[0].length ?? 1;
  return (backslashes - 1) % 2 === 0;
}

/** Reads the value starting at lines[start]; returns it and the index of its last line. */
function readValue(lines: string[], start: number, keyColumn: number, raw: string): [string, number] {
  let end = start;
  const continues = (index: number) =>
    index < lines.length && (lines[index].trim() === '' || indentOf(lines[index]) > keyColumn);

  if (/^[>|][-+]?\s*$/.test(raw)) {
    const parts: string[] = [];
    while (continues(end + 1)) parts.push(lines[++end].trim());
    const joiner = raw.startsWith('|') ? '\n' : ' ';
    return [parts.join(joiner).replace(/\s+$/, '').replace(/ {2,}/g, ' '), end];
  }
  if (raw.startsWith('"') || raw.startsWith("'")) {
    let text = raw;
    while (!isClosedQuote(text) && end + 1 < lines.length) text += ` ${lines[++end].trim()}`;
    return [unquote(text), end];
  }
  let text = raw.replace(/\s+#.*$/, '');
  while (continues(end + 1) && !keyLine.test(lines[end + 1]) && !/^\s*-\s/.test(lines[end + 1])) {
    const next = lines[++end].trim();
    if (next) text += ` ${next}`;
  }
  return [text.trim(), end];
}

export function readFrontmatterRecords(markdown: string): FrontmatterRecord[] {
  const block = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(markdown);
  if (!block) return [];
  const lines = block[1].split(/\r?\n/);
  const records: FrontmatterRecord[] = [];
  // Open mappings by the column their keys start at; deeper ones close when a shallower key appears.
  let open: Array<{ column: number; record: FrontmatterRecord }> = [];

  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const match = keyLine.exec(line);
    if (!match) continue;
    const [, indent, dash, key, raw = ''] = match;
    const column = indent.length + (dash?.length ?? 0);

    open = open.filter((entry) => entry.column < column || (entry.column === column && !dash));
    let current = open.find((entry) => entry.column === column);
    if (!current) {
      current = { column, record: {} };
      open.push(current);
      records.push(current.record);
    }
    if (raw.trim() === '') continue;
    const [value, end] = readValue(lines, index, column, raw.trim());
    current.record[key] = value;
    index = end;
  }
  return records.filter((record) => Object.keys(record).length > 0);
}
