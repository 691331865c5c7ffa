// The types of pay.js, which `npm run content:build` writes (git-ignored). Committed, so the
// app type-checks with no build. Made by `npm run content:types` from scripts/content/generated-modules.ts:
// edit that list, not this file.
import type { PayKinds, PayNotes } from "../../schema";

export declare const PAY_KINDS: PayKinds;

export declare const PAY_NOTES: PayNotes;
