// The types of navigation.js, which `npm run content:build` writes (git-ignored). Committed, so the
// app type-checks with no build. Made by `npm run content:types` from scripts/content/generated-modules.ts:
// edit that list, not this file.
import type { AudienceNavWords, Links, Navigation, TradesMenuWords } from "../../schema";

export declare const TRADES_MENU_WORDS: TradesMenuWords;

export declare const PRIMARY_LINKS: Links;

export declare const MOBILE_ONLY_LINKS: Links;

export declare const FOOTER_LINKS: Links;

export declare const LEGAL_LINKS: Links;

export declare const AUDIENCES: AudienceNavWords;

export declare const EXPLORER_LINK: Navigation["explorerLink"];

export declare const QUIZ_LINK: Navigation["quizLink"];
