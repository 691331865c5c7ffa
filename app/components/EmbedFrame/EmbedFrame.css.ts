import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { visuallyHidden } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";

export const srOnly = visuallyHidden;
export const wrap = style({});
/** The frame's box: sized before the frame exists, so it arrives without a layout shift. */
export const box = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  overflow: "hidden",
});
export const frame = style({ display: "block", width: "100%", height: "100%", border: 0 });
/** SPEC §9: the enquiry frame is 1000px tall; the flipbook gets a book-shaped box. */
export const height = styleVariants({
  enquiry: { height: "1000px" },
  flipbook: { height: "min(80vh, 720px)", minHeight: "420px" },
});
export const fallback = style({ marginTop: vars.space.sm, fontSize: vars.fontSize.small, color: vars.color.inkMuted });

// Screen only: nothing plays or moves on paper.
globalStyle(wrap, { "@media": { print: { display: "none" } } });
