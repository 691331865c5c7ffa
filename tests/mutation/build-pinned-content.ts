// Stryker's buildCommand (tests/mutation/stryker.config.mjs): in its sandbox, once per run, the
// content built from the pinned launch copy, which the mutated modules' unit tests import (as
// tests/unit/global-setup.ts builds it before `npm run test:unit`; the share cards are left out:
// none of those tests reads them, and node_modules is linked into the sandbox only after this).
import { buildContent, PROJECT_DIRS } from "../../scripts/content/build";
import { PINNED_CONTENT } from "../../scripts/content/content-dir";

const lines: string[] = [];
const code = await buildContent((line) => void lines.push(line), { ...PROJECT_DIRS, contentDir: PINNED_CONTENT });
if (code !== 0) throw new Error(`The pinned content (tests/fixtures/content/) has problems:\n${lines.join("\n")}`);
