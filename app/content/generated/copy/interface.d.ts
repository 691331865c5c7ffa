// The types of interface.js, which `npm run content:build` writes (git-ignored). Committed, so the
// app type-checks with no build. Made by `npm run content:types` from scripts/content/generated-modules.ts:
// edit that list, not this file.
import type { InterfaceWords } from "../../schema";

export declare const HEADER_WORDS: InterfaceWords["header"];

export declare const APPLY_WORD: string;

export declare const FOOTER_WORDS: InterfaceWords["footer"];

export declare const CONTACT_LABELS: InterfaceWords["contactLabels"];

export declare const NEW_TAB_WORDS: string;

export declare const LAST_UPDATED_WORDS: string;

export declare const STEP_NUMBER_WORDS: string;

export declare const FRAME_FALLBACK_WORDS: string;

export declare const VIDEO_WORDS: InterfaceWords["video"];

export declare const PAUSE_PHOTOS_WORD: string;

export declare const CARD_WORDS: InterfaceWords["cards"];

export declare const FIGURE_WORDS: InterfaceWords["figures"];

export declare const SHARE_IMAGE_ALT: string;

export declare const DOWNLOAD_WORDS: InterfaceWords["download"];
