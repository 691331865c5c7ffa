import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.navy} 0%, ${vars.color.navyLight} 100%)`,
  color: vars.color.paper,
  paddingBlock: "clamp(2.5rem, 6vw, 4.5rem)",
});
export const heroInner = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  paddingInline: vars.layout.gutter,
  display: "grid",
  gap: vars.space.xl,
  alignItems: "center",
});
export const withVideo = style({ "@media": { [media.lg]: { gridTemplateColumns: "1fr 1fr" } } });
export const eyebrow = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.small,
  fontWeight: 800,
  letterSpacing: "0.1em",
  textTransform: "uppercase",
  color: vars.color.amber,
});
export const title = style({ color: vars.color.paper });
export const meta = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md, margin: `0 0 ${vars.space.lg}` });
export const pay = style({ fontSize: vars.fontSize.lead, color: "#dbe4ee" });
export const intro = style({ maxWidth: "40rem", fontSize: vars.fontSize.lead, color: "#dbe4ee" });
export const pair = style({ display: "grid", gap: vars.space.lg, "@media": { [media.md]: { gridTemplateColumns: "1fr 1fr" } } });
