// Stryker's buildCommand (tests/mutation/stryker.config.mjs): in its sandbox, once per run, the
// content built from the pinned launch copy, which the mutated modules' unit tests import (as
// tests/unit/global-setup.ts builds it before `npm run test:unit`). The share cards are not drawn
// (none of those tests reads a picture, and node_modules is linked into the sandbox only after
// this), but their module is written, empty: the head tags' code imports it.
import { buildContent, PROJECT_DIRS } from "../../scripts/content/build";
import { PINNED_CONTENT } from "../../scripts/content/content-dir";
import { PROJECT_CARD_DIRS, writeShareCardsModule } from "../../scripts/share-cards/build";

const lines: string[] = [];
const code = await buildContent((line) => void lines.push(line), { ...PROJECT_DIRS, contentDir: PINNED_CONTENT });
if (code !== 0) throw new Error(`The pinned content (tests/fixtures/content/) has problems:\n${lines.join("\n")}`);
writeShareCardsModule(PROJECT_CARD_DIRS.generated, {});
