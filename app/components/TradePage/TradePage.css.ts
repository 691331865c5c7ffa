import { style } from "@vanilla-extract/css";
import { eyebrowText } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";

export const glance = style({ margin: `${vars.space.md} 0 ${vars.space.lg}` });
export const glanceHeading = style({ ...eyebrowText, margin: `0 0 ${vars.space.sm}`, color: "#dbe4ee" });
export const pair = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.md]: { gridTemplateColumns: "1fr 1fr" } },
});
