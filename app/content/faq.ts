/**
 * Apprenticeship FAQ (SPEC: Apprenticeship FAQ, §3 FAQ item, §5 entry rules).
 * The questions in accordion order (item-0, item-1 and on), written in content/faq.md: each
 * "## Question?" line and the Markdown under it. `npm run content:build` makes the answers
 * prose nodes (app/content/generated/prose.js).
 */
export { FAQ } from "./generated/prose";
