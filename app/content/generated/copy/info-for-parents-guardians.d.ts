// The types of info-for-parents-guardians.js, which `npm run content:build` writes (git-ignored). Committed, so the
// app type-checks with no build. Made by `npm run content:types` from scripts/content/generated-modules.ts:
// edit that list, not this file.
import type { ParentsContent } from "../../schema";

export declare const PARENTS: ParentsContent;
