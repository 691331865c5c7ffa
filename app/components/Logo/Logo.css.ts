import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const logo = style({ display: "inline-flex", alignItems: "center", gap: "0.6rem" });
export const mark = style({ width: "2.75rem", height: "2.75rem", flexShrink: 0 });
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
