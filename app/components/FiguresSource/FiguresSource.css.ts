import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const source = style({
  maxWidth: "60rem",
  margin: `${vars.space.md} 0 0`,
  fontSize: vars.fontSize.small,
  color: vars.color.inkMuted,
});
