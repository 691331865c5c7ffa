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
  // Navy on white (16:1): the amber fill with a navy outline read as amber on white, 2.3:1,
  // under WCAG's 3:1 for large text. The amber stays as an offset shadow, a hi-vis accent.
  color: vars.color.navy,
  textShadow: `0.05em 0.05em 0 ${vars.color.amber}`,
});
export const text = style({ fontSize: vars.fontSize.lead, color: vars.color.inkMuted, marginBottom: vars.space.xl });
