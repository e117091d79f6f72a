/**
 * A post's full content for the posts grid's full-content skin: the text of its headings and text widgets,
 * in document order, read from the stored document (never HTML). Anything else in the post (images,
 * islands) is left to the post's own page.
 */
export type PostBlock = { heading: string } | { paragraph: string } | { list: string[]; ordered: boolean };

const MAX_BLOCKS = 200;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `**bold**` marks are the text widget's one inline mark; the grid shows the words without them. */
const plain = (s: string) => s.replace(/\*\*(.+?)\*\*/g, '$1');

function blocksOf(node: Record<string, unknown>, out: PostBlock[]): void {
  const s = isRecord(node.settings) ? node.settings : {};
  if (node.type === 'heading' && typeof s.text === 'string') out.push({ heading: s.text });
  if (node.type === 'text' && Array.isArray(s.blocks)) {
    for (const b of s.blocks) {
      if (typeof b === 'string') out.push({ paragraph: plain(b) });
      else if (isRecord(b) && Array.isArray(b.list))
        out.push({
          list: b.list.filter((x): x is string => typeof x === 'string').map(plain),
          ordered: b.ordered === true,
        });
    }
  }
  if (Array.isArray(node.children)) for (const c of node.children) if (isRecord(c)) blocksOf(c, out);
}

/** The post's headings, paragraphs and lists in order (at most 200 blocks). */
export function postContent(document: unknown): PostBlock[] {
  const out: PostBlock[] = [];
  const content = isRecord(document) && Array.isArray(document.content) ? document.content : [];
  for (const n of content) if (isRecord(n)) blocksOf(n, out);
  return out.slice(0, MAX_BLOCKS);
}
