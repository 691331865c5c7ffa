/**
 * The picture beside a page's heading on wide screens, by the page's address.
 * Written in content/data/banners.yaml; a page not listed there shows none.
 */
import type { Image } from "./schema";
import { BANNERS } from "./generated/data";

/** The banner picture of the page at `path` (as the site writes it: /painter/), or null. */
export const bannerFor = (path: string): Image | null => (Object.hasOwn(BANNERS, path) ? BANNERS[path]! : null);
