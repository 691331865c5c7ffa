/**
 * Edit distance (Levenshtein): how many letters to add, drop or change to turn one word into
 * another. The content check guesses which field a typo meant with it ("titel" → "title"), and
 * the 404 report which page an unknown address meant ("jordon" → "jordan").
 */
export function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}
