import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const intro = style({
  background: `linear-gradient(135deg, ${vars.color.navy} 0%, ${vars.color.navyLight} 100%)`,
  color: vars.color.paper,
  paddingBlock: "clamp(2.5rem, 7vw, 5rem)",
});
export const inner = style({ maxWidth: vars.layout.maxWidth, marginInline: "auto", paddingInline: vars.layout.gutter });
export const eyebrow = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.small,
  fontWeight: 800,
  letterSpacing: "0.1em",
  textTransform: "uppercase",
  color: vars.color.amber,
});
export const heading = style({ color: vars.color.paper, maxWidth: "20ch" });
export const lead = style({ maxWidth: "40rem", fontSize: vars.fontSize.lead, color: "#dbe4ee" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, marginTop: vars.space.lg });
