// The types of pages.js, which `npm run content:build` writes (git-ignored). Committed, so the
// app type-checks with no build. Made by `npm run content:types` from scripts/content/generated-modules.ts:
// edit that list, not this file.
import type { PageMetaFile } from "../../schema";

export declare const PAGE_META: Record<"home" | "about" | "students" | "parents" | "schools" | "careerChangers" | "hostEmployers" | "handbook" | "faq" | "futurePathways" | "trades" | "explorer" | "findYourTrade" | "successStories" | "blog" | "tips" | "privacy" | "terms", PageMetaFile>;
