import { style } from "@vanilla-extract/css";
import { eyebrowText } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";

export const intro = style({
  background: `linear-gradient(135deg, ${vars.color.navy} 0%, ${vars.color.navyLight} 100%)`,
  color: vars.color.paper,
  paddingBlock: "clamp(2.5rem, 7vw, 5rem)",
  "@media": { print: { paddingBlock: "0.75rem" } },
});
export const grid = style({ display: "grid", gap: vars.space.xl, alignItems: "center" });
export const withMedia = style({ "@media": { [media.lg]: { gridTemplateColumns: "1fr 1fr" } } });
export const eyebrow = style({ ...eyebrowText, margin: `0 0 ${vars.space.sm}`, color: vars.color.amber });
export const heading = style({ color: vars.color.paper, maxWidth: "20ch" });
export const lead = style({ maxWidth: "40rem", fontSize: vars.fontSize.lead, color: "#dbe4ee" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, marginTop: vars.space.lg });
