import { style } from "@vanilla-extract/css";
import { visuallyHidden } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";

export const srOnly = visuallyHidden;
export const wrap = style({
  maxWidth: "40rem",
  marginInline: "auto",
  paddingInline: vars.layout.gutter,
  paddingBlock: "clamp(3rem, 10vw, 7rem)",
  textAlign: "center",
});
export const code = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: "clamp(5rem, 3rem + 10vw, 9rem)",
  lineHeight: 1,
  color: vars.color.amberInk,
  WebkitTextStroke: `2px ${vars.color.navy}`,
});
export const text = style({ fontSize: vars.fontSize.lead, color: vars.color.inkMuted, marginBottom: vars.space.xl });
