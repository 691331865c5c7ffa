import { style } from "@vanilla-extract/css";
import { base as buttonBase, variant as buttonVariant } from "../ButtonLink/ButtonLink.css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";

export const standings = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.md]: { gridTemplateColumns: "1fr 1fr" } },
});
export const standing = style({ margin: 0 });
export const figure = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lead });
export const range = style({ display: "block", overflow: "visible", paddingInline: "7px", boxSizing: "border-box" });
/** System colours in forced-colours mode: author colours on SVG would be lost. */
export const track = style({
  stroke: vars.color.inkMuted,
  strokeWidth: 3,
  "@media": { "(forced-colors: active)": { stroke: "CanvasText" } },
});
export const dot = style({ fill: vars.color.orange, "@media": { "(forced-colors: active)": { fill: "Highlight" } } });
export const rangeText = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.small,
  color: vars.color.inkMuted,
});
/** The explorer link and the "Compare with…" form: controls, so not on paper. */
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "end",
  gap: vars.space.lg,
  marginTop: vars.space.xl,
  "@media": { print: { display: "none" } },
});
export const explorerLink = style([buttonBase, buttonVariant.secondary]);
/** Never wider than the column: a select is as wide as its longest option, wider than 320px less the margins. */
export const compareWith = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  minWidth: 0,
  maxWidth: "100%",
});
export const label = style({ fontWeight: 700 });
export const select = style({
  minHeight: "2.75rem",
  padding: `0 ${vars.space.sm}`,
  border: `2px solid ${vars.color.navy}`,
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
  color: vars.color.ink,
  font: "inherit",
  maxWidth: "100%",
});
export const button = style([buttonBase, buttonVariant.outline]);
