import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";

/** Slides per view: 2 small, 3 medium, 5 large (SPEC §9); the height follows from the width. */
const slideBase = style({ flex: "0 0 auto", paddingInline: "0.5rem", boxSizing: "border-box" });
export const slide = styleVariants({
  default: [slideBase, { width: "50vw", "@media": { [media.md]: { width: "33.333vw" }, [media.lg]: { width: "20vw" } } }],
});

export const carousel = style({ overflow: "hidden", paddingBlock: vars.space.sm });
export const still = style({
  display: "flex",
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  scrollbarWidth: "thin",
});
export const image = style({
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  scrollSnapAlign: "start",
});
