import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(2, 1fr)",
  "@media": {
    [media.md]: { gridTemplateColumns: "repeat(4, 1fr)" },
    [media.lg]: { gridTemplateColumns: "repeat(6, 1fr)" },
  },
});
export const item = style({
  display: "grid",
  placeItems: "center",
  padding: vars.space.sm,
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});
export const logo = style({ width: "100%", height: "auto" });
