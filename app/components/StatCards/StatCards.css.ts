import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";

export const grid = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  "@media": {
    [media.md]: { gridTemplateColumns: "repeat(3, 1fr)" },
    // On paper the figures sit side by side, as many as fit the line (a trade's five in one row).
    print: { gridTemplateColumns: "repeat(auto-fit, minmax(30mm, 1fr))", gap: "2mm" },
  },
});
export const card = style({
  display: "flex",
  flexDirection: "column",
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.navy,
  color: vars.color.paper,
  borderBottom: `5px solid ${vars.color.amber}`,
  "@media": { print: { padding: "2mm 3mm" } },
});
export const label = style({ order: 2, fontWeight: 700, fontSize: "1.0625rem" });
export const value = style({
  order: 1,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: "clamp(1.75rem, 1.3rem + 2vw, 2.5rem)",
  "@media": { print: { fontSize: "16pt" } },
  lineHeight: 1.1,
  color: vars.color.amber,
});
export const note = style({ order: 3, margin: 0, fontSize: vars.fontSize.small, color: "#dbe4ee" });
