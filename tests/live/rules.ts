// The rules the live suite holds staff's content to, written from docs/content.md and
// docs/http.md (#urls), never read from the code that makes the addresses.

/**
 * A post's address: /blog/, then lower-case letters or digits in words joined by single hyphens,
 * at most 80 characters in all (a long title's address is cut at a word, never mid-word).
 */
export const POST_ADDRESS = /^\/blog\/(?=.{1,74}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;
