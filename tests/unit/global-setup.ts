// The unit tests import content that `npm run content:build` generates (app/content/generated/,
// git-ignored): build it first, the same way, so a fresh clone's `vitest` works. It is built from
// the pinned copy of the launch content (tests/fixtures/content/), never from staff's content/:
// the unit tests compare it with SPEC's exact figures (decision 024). The share cards' module
// (app/content/generated/share-cards.ts) is built after it, as `content:build` does.
import { buildContent, PROJECT_DIRS } from "../../scripts/content/build";
import { PINNED_CONTENT } from "../../scripts/content/content-dir";
import { buildShareCards, PROJECT_CARD_DIRS } from "../../scripts/share-cards/build";

export default async function setup() {
  const lines: string[] = [];
  const log = (line: string) => void lines.push(line);
  const code =
    (await buildContent(log, { ...PROJECT_DIRS, contentDir: PINNED_CONTENT })) ||
    (await buildShareCards(log, { ...PROJECT_CARD_DIRS, contentDir: PINNED_CONTENT }));
  if (code !== 0) throw new Error(`The pinned content (tests/fixtures/content/) has problems:\n${lines.join("\n")}`);
}
