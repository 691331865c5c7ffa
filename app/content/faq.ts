/**
 * Apprenticeship FAQ (SPEC: Apprenticeship FAQ, §3 FAQ item, §5 entry rules).
 * 18 questions in accordion order (item-0 to item-17), written in content/faq.md: each
 * "## Question?" line and the Markdown under it. `npm run content:build` makes the answers
 * prose nodes (app/content/generated/prose.ts).
 */
export { FAQ } from "./generated/prose";
