import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";

export const awards = style({ marginBottom: vars.space.xl });
export const awardsHeading = style({ fontSize: vars.fontSize.h2 });
export const figure = style({ margin: 0 });
globalStyle(`${figure} img`, { width: "100%", borderRadius: vars.radius.md });
globalStyle(`${figure} figcaption`, {
  marginTop: vars.space.sm,
  fontSize: vars.fontSize.small,
  color: vars.color.inkMuted,
});

export const winners = style({ marginTop: vars.space.xl });
export const winnerList = style({
  margin: `0 0 ${vars.space.xl}`,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gap: vars.space.sm,
  "@media": { [media.md]: { gridTemplateColumns: "1fr 1fr" } },
});
globalStyle(`${winnerList} li`, {
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.sand,
  borderLeft: `5px solid ${vars.color.amber}`,
});
export const award = style({
  display: "block",
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  color: vars.color.orange,
});
export const winner = style({ display: "block", fontWeight: 800, color: vars.color.navy });

export const callout = style({
  marginTop: vars.space.xl,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.amber,
  color: vars.color.navy,
});
export const calloutHeading = style({ color: vars.color.navy, fontSize: vars.fontSize.h3 });
