/**
 * Words joined by hyphens ("our-apprentices-spent-a-whole-week"), cut to at most `max`
 * characters after the last whole word that fits, never inside a word, so an address or a file
 * name keeps words a reader can still read. Where that would leave fewer than `keepAtLeast`
 * characters (one very long last word), the cut falls at `max` itself.
 * One rule for a new post's address (new-post.ts; public/admin/editor.js is its browser copy),
 * content:check's suggested shorter name, and a share card's file name.
 */
export function cutAtWord(words: string, max: number, keepAtLeast = 1): string {
  if (words.length <= max) return words;
  const cut = words.slice(0, max + 1);
  const lastBreak = cut.lastIndexOf("-");
  return lastBreak >= keepAtLeast ? cut.slice(0, lastBreak) : cut.slice(0, max);
}
