import { globalStyle, style } from "@vanilla-extract/css";
import { visuallyHidden } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";

export const scroller = style({
  // Holds its absolutely positioned hidden labels, so they scroll with it, not widen the page.
  position: "relative",
  maxWidth: "46rem",
  overflowX: "auto",
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});
export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontVariantNumeric: "tabular-nums",
  // Small type and tight cells on the smallest phones: all three columns fit 320 px.
  fontSize: vars.fontSize.small,
  "@media": { [media.sm]: { fontSize: vars.fontSize.body } },
});
export const caption = style([visuallyHidden]);
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.line}`,
  textAlign: "left",
  verticalAlign: "top",
});
globalStyle(`${table} thead th`, { background: vars.color.sand, fontSize: vars.fontSize.small });
// A figure has no space in it ("$120,493"), so it never breaks; the words around it wrap, and
// the three columns fit a 320 px screen without scrolling.
globalStyle(`${table} td`, { overflowWrap: "normal" });
export const sources = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  paddingLeft: "1.25rem",
});
/** The second readings and the source, small print under the table. */
export const notes = style({ maxWidth: "46rem", fontSize: vars.fontSize.small, color: vars.color.inkMuted });
globalStyle(`${notes} p`, { margin: `${vars.space.xs} 0 0` });
