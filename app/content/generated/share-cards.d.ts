// The types of share-cards.js, which `npm run content:build` writes (git-ignored). Committed, so the
// app type-checks with no build. Made by `npm run content:types` from scripts/content/generated-modules.ts:
// edit that list, not this file.
export type ShareImage = { path: string; width: number; height: number; alt: string };

export declare const SHARE_CARDS: Readonly<Record<string, ShareImage>>;
