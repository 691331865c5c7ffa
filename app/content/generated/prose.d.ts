// The types of prose.js, which `npm run content:build` writes (git-ignored). Committed, so the
// app type-checks with no build. Made by `npm run content:types` from scripts/content/generated-modules.ts:
// edit that list, not this file.
import type { FaqItem, Inline, LegalSection, Post, TipsContent } from "../schema";

export declare const POSTS: Post[];

export declare const FAQ: FaqItem[];

export declare const PRIVACY_SECTIONS: LegalSection[];

export declare const TERMS_SECTIONS: LegalSection[];

export declare const TIPS: TipsContent;

export declare const SCHOOLS_PARTNERSHIP: Inline[][];
