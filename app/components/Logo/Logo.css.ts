import { style } from "@vanilla-extract/css";
import { media } from "../../styles/tokens";
import { vars } from "../../styles/theme.css";

export const logo = style({ display: "inline-flex", alignItems: "center", gap: "0.6rem" });
// The mark paints in currentColor (mark.server.ts). SVG paint is not forced, and amber on a
// white Contrast theme is 1.9:1: there the mark takes the theme's text colour.
export const mark = style({
  width: "2.75rem",
  height: "2.75rem",
  flexShrink: 0,
  color: vars.color.amber,
  "@media": { [media.forcedColors]: { color: "CanvasText" } },
});
const word = style({
  fontFamily: vars.font.heading,
  fontWeight: 900,
  fontSize: "1.15rem",
  lineHeight: 1,
  letterSpacing: "0.05em",
  textTransform: "uppercase",
});
export const wordDark = style([word, { color: vars.color.paper }]);
export const wordLight = style([word, { color: vars.color.navy }]);
export const line = style({ display: "block" });
