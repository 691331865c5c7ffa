// The unit tests import content that `npm run content:build` generates from the Markdown
// (content/generated/, git-ignored): build it first, the same way, so a fresh clone's `vitest` works.
// The share cards' module (content/generated/share-cards.ts) is built after it, as `content:build` does.
import { buildContent } from "../../scripts/content/build";
import { buildShareCards } from "../../scripts/share-cards/build";

export default async function setup() {
  const lines: string[] = [];
  const code = (await buildContent((line) => lines.push(line))) || (await buildShareCards((line) => lines.push(line)));
  if (code !== 0) throw new Error(`The content has problems:\n${lines.join("\n")}`);
}
