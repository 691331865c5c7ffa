import { globalStyle, style } from "@vanilla-extract/css";

/**
 * <picture> takes no box of its own: the <img> inside lays out as the direct child its
 * component styles (grid item, flex item, cover) were written for.
 */
export const picture = style({ display: "contents" });

/**
 * A photo's few-pixel placeholder (its `style`, set per photo) fills the box, cropped like the
 * photo. Every photo's <img> is in a <picture>, so the rule needs no class of its own (nor the
 * script that would add one); without a placeholder (a transparent picture) it draws nothing.
 */
globalStyle(`${picture} > img`, {
  backgroundSize: "cover",
  backgroundPosition: "center",
  backgroundRepeat: "no-repeat",
});
