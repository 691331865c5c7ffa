import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { media } from "./tokens";
import { balanceLastRow } from "./balanced-grid";

export const tradeGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.lg,
});
balanceLastRow(tradeGrid, { md: 2, xl: 4 });

export const story = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "center",
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 22rem) 1fr" } },
});
export const quote = style({ margin: 0 });
globalStyle(`${quote} blockquote`, {
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: "clamp(1.25rem, 1rem + 1vw, 1.75rem)",
  lineHeight: 1.3,
  color: vars.color.navy,
});
globalStyle(`${quote} figcaption`, { marginTop: vars.space.md, color: vars.color.inkMuted, fontWeight: 600 });
export const more = style({ display: "inline-block", marginTop: vars.space.lg, fontWeight: 700 });

export const about = style({ maxWidth: "46rem", fontSize: vars.fontSize.lead });

/** The three Why Choose reasons under the four benefits: a short list, not another row of cards. */
export const reasons = style({
  display: "grid",
  gap: vars.space.sm,
  margin: `${vars.space.lg} 0 0`,
  paddingLeft: "1.25rem",
  maxWidth: "60rem",
  "@media": { [media.lg]: { gridTemplateColumns: "repeat(3, 1fr)", gap: vars.space.xl } },
});
