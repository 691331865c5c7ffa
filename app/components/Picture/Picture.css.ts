import { style } from "@vanilla-extract/css";

/**
 * <picture> takes no box of its own: the <img> inside lays out as the direct child its
 * component styles (grid item, flex item, cover) were written for.
 */
export const picture = style({ display: "contents" });

/** The photo's few-pixel placeholder (set per photo) fills the box, cropped like the photo. */
export const withPlaceholder = style({
  backgroundSize: "cover",
  backgroundPosition: "center",
  backgroundRepeat: "no-repeat",
});
