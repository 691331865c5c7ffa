/**
 * "a builder", "an electrician": the indefinite article by the sound the word starts with.
 * Our nouns (trade names) start with a vowel letter exactly when they start with a vowel
 * sound; the two kinds of exception English has are listed, so a future "hour" or
 * "university" still reads right.
 */
const VOWEL_SOUND_EXCEPTIONS = /^(hour|honest|honou?r|heir)/i;
const CONSONANT_SOUND_EXCEPTIONS = /^(uni|use|usu|eu|one\b|once\b)/i;

export function withIndefiniteArticle(noun: string): string {
  const vowelSound =
    VOWEL_SOUND_EXCEPTIONS.test(noun) || (/^[aeiou]/i.test(noun) && !CONSONANT_SOUND_EXCEPTIONS.test(noun));
  return `${vowelSound ? "an" : "a"} ${noun}`;
}
