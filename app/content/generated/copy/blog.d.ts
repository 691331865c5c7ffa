// The types of blog.js, which `npm run content:build` writes (git-ignored). Committed, so the
// app type-checks with no build. Made by `npm run content:types` from scripts/content/generated-modules.ts:
// edit that list, not this file.
import type { BlogPageContent } from "../../schema";

export declare const BLOG_PAGE: BlogPageContent;
