import { Carousel } from "~/components/Carousel/Carousel";
import { EmbedFrame } from "~/components/EmbedFrame/EmbedFrame";
import { HomeVideo } from "~/components/HomeVideo/HomeVideo";
import { VideoDialog } from "~/components/VideoDialog/VideoDialog";

/**
 * The components a page can hydrate as islands (./Island.tsx), by the name the HTML carries.
 * Each is given its props as JSON and the site's words, nothing of Remix: it must not use Remix's
 * hooks (the header's menus do, so they stay as the server drew them on an island page).
 */
export const ISLANDS = { carousel: Carousel, embedFrame: EmbedFrame, homeVideo: HomeVideo, videoDialog: VideoDialog };
export type IslandName = keyof typeof ISLANDS;
