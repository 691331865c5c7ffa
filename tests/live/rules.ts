// The rules the live suite holds staff's content to, written from docs/content.md and
// docs/http.md (#urls), never read from the code that makes the addresses.

/**
 * A post's address: /blog/, then lower-case letters or digits in words joined by single hyphens,
 * at most 80 characters in all (a long title's address is cut at a word, never mid-word).
 */
export const POST_ADDRESS = /^\/blog\/(?=.{1,74}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A trade's own page: /trades/<slug>, or the painter's old address (docs/http.md #urls). */
export const TRADE_PAGE = /^\/trades\/(?!compare$)[a-z0-9-]+$|^\/painter\/$/;

/** A yearly pay as every page words it: dollars, then "per year" (app/content/pay.ts's wording, SPEC §9). */
export const YEARLY_PAY = /\$\d{1,3}(?:,\d{3})+\+? per year/;
