import { style, styleVariants } from "@vanilla-extract/css";
import { visuallyHidden } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";

export const srOnly = visuallyHidden;
export const wrap = style({});
export const frame = style({ display: "block", width: "100%", border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md, background: vars.color.paper });
/** SPEC §9: the enquiry frame is 1000px tall; the flipbook gets a book-shaped box. */
export const height = styleVariants({
  enquiry: { height: "1000px" },
  flipbook: { height: "min(80vh, 720px)", minHeight: "420px" },
});
export const fallback = style({ marginTop: vars.space.sm, fontSize: vars.fontSize.small, color: vars.color.inkMuted });
