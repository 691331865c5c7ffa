import { Carousel } from "~/components/Carousel/Carousel";
import { HomeVideo } from "~/components/HomeVideo/HomeVideo";

/**
 * The components a page can hydrate as islands (./Island.tsx), by the name the HTML carries.
 * Each is given its props as JSON and the site's words, nothing of Remix: it must not use Remix's
 * hooks (the header's menus do, so they stay as the server drew them on an island page).
 */
export const ISLANDS = { carousel: Carousel, homeVideo: HomeVideo };
export type IslandName = keyof typeof ISLANDS;
