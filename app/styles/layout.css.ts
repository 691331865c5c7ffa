/** Layout primitives shared by every page: the centred column, section rhythm, hiding text visually. */
import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const container = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  paddingInline: vars.layout.gutter,
});

export const section = style({ paddingBlock: `clamp(2.5rem, 6vw, 4.5rem)` });
export const sectionMuted = style([section, { background: vars.color.sand }]);

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});
