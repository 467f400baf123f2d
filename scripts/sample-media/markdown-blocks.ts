// Reads the Markdown of a newsletter (or the club document) into the blocks
// the PDF lays out. Only what the samples are written with, one block per
// paragraph: "## " headings, "- " lists, "> " quotes, a photo alone on its
// line and an all-italic caption under it (*x* or _x_, as Prettier writes it); inline marks and link targets drop.
export type Block =
  | { kind: 'heading' | 'paragraph' | 'caption'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'quote'; text: string; by?: string }
  | { kind: 'photo'; alt: string; src: string };

const plain = (text: string) => text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_]/g, '');

function readBlock(chunk: string): Block {
  const lines = chunk.split('\n');
  const photo = /^!\[([^\]]*)\]\(([^)\s]+)\)$/.exec(chunk);
  if (photo) return { kind: 'photo', alt: photo[1], src: photo[2] };
  if (chunk.startsWith('#')) return { kind: 'heading', text: plain(chunk.replace(/^#+\s*/, '')) };
  if (lines.every((line) => line.startsWith('- '))) {
    return { kind: 'list', items: lines.map((line) => plain(line.slice(2))) };
  }
  if (chunk.startsWith('>')) {
    const [text = '', by] = lines
      .map((line) => line.replace(/^>\s?/, ''))
      .join('\n')
      .split(/\n\s*\n/);
    return { kind: 'quote', text: plain(text.replaceAll('\n', ' ')), by: by?.replace(/^—\s*/, '') };
  }
  if (/^([*_])[^*_][\s\S]*\1$/.test(chunk)) return { kind: 'caption', text: plain(chunk) };
  return { kind: 'paragraph', text: plain(lines.join(' ')) };
}

/** The blocks of a Markdown text without its front matter. */
export function readBlocks(markdown: string): Block[] {
  return markdown
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map(readBlock);
}
