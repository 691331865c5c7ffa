// The unit tests import content that `npm run content:build` generates from the Markdown
// (content/generated/, git-ignored): build it first, so a fresh clone's `vitest` works.
import { run } from "../../content/tools/cli";

export default function setup() {
  const lines: string[] = [];
  if (run("build", (line) => lines.push(line)) !== 0) throw new Error(`The content has problems:\n${lines.join("\n")}`);
}
