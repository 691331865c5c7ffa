import { globalStyle, style } from "@vanilla-extract/css";
import { visuallyHidden } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";

export const scroller = style({
  maxWidth: "46rem",
  overflowX: "auto",
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});
export const table = style({ width: "100%", borderCollapse: "collapse", fontVariantNumeric: "tabular-nums" });
export const caption = style([visuallyHidden]);
globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.line}`,
  textAlign: "left",
  verticalAlign: "top",
});
globalStyle(`${table} thead th`, { background: vars.color.sand, fontSize: vars.fontSize.small });
// A figure never breaks across lines ("$120,493" whole, whatever the width).
globalStyle(`${table} td`, { whiteSpace: "nowrap" });
export const sources = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  paddingLeft: "1.25rem",
});
