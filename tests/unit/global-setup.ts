// The unit tests import content that `npm run content:build` generates from the Markdown
// (content/generated/, git-ignored): build it first, the same way, so a fresh clone's `vitest` works.
import { buildContent } from "../../scripts/content/build";

export default async function setup() {
  const lines: string[] = [];
  if ((await buildContent((line) => lines.push(line))) !== 0) throw new Error(`The content has problems:\n${lines.join("\n")}`);
}
