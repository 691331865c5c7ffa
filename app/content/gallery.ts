/**
 * Carousel photos (SPEC §2: home, about, blog listing and success stories carousels;
 * SPEC §9: about shows 6, the blog listing 12). Written in content/data/gallery.yaml, one
 * list per carousel, each photo its file and description (sizes are read from the files).
 */
import { GALLERY } from "./generated/data";

/** Home: auto-scrolling looping carousel. */
export const HOME_GALLERY = GALLERY.home;
/** About: the 6-photo carousel that pauses on hover. */
export const ABOUT_GALLERY = GALLERY.about;
/** Blog listing: carousel of 12 photos. */
export const BLOG_GALLERY = GALLERY.blog;
/** Success stories: closing carousel. */
export const STORIES_GALLERY = GALLERY.stories;
