// The types of data.js, which `npm run content:build` writes (git-ignored). Committed, so the
// app type-checks with no build. Made by `npm run content:types` from scripts/content/generated-modules.ts:
// edit that list, not this file.
import type { Image, Partner, Staff, SuccessStory, Testimonial, Trade, VideoStory } from "../schema";

export declare const TRADES: Trade[];

export declare const SUCCESS_STORIES: SuccessStory[];

/** Home's teaser: one of the stories. */
export declare const HOME_STORY: SuccessStory;

export declare const VIDEO_STORIES: VideoStory[];

export declare const TESTIMONIALS: Testimonial[];

export declare const GALLERY: Record<"home" | "about" | "blog" | "stories", Image[]>;

/** The picture beside a page's heading on wide screens, by the page's address (content/data/banners.yaml). */
export declare const BANNERS: Record<string, Image>;

export declare const STAFF: Staff[];

export declare const STAFF_BIOS: Record<string, string>;

export declare const PARTNERS: Partner[];
