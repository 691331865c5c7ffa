import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";

export const chart = style({ margin: 0, breakInside: "avoid" });
export const caption = style({ marginBottom: vars.space.md });
export const title = style({ fontWeight: 800, fontSize: vars.fontSize.h3 });
export const note = style({ display: "block", fontSize: vars.fontSize.small, color: vars.color.inkMuted });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
/** Name and figure on one line over the bar on a phone; name, bar, figure in a row on wider screens. */
export const row = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gridTemplateAreas: '"name value" "bar bar"',
  columnGap: vars.space.sm,
  alignItems: "center",
  "@media": { [media.md]: { gridTemplateColumns: "12rem 1fr 13rem", gridTemplateAreas: '"name bar value"' } },
});
export const name = style({ gridArea: "name", fontSize: vars.fontSize.small, fontWeight: 700 });
export const value = style({ gridArea: "value", fontSize: vars.fontSize.small, fontVariantNumeric: "tabular-nums" });
export const track = style({ gridArea: "bar", display: "block", overflow: "visible" });
/**
 * Navy bars; in forced colours the system's text colour (an author colour would be replaced
 * or lost), and printed as drawn: SVG fills are not backgrounds, so print keeps them.
 */
export const bar = style({
  fill: vars.color.navy,
  "@media": { "(forced-colors: active)": { fill: "CanvasText" } },
});

// Printed beside the table on one A4 landscape page: small type, thin bars.
globalStyle(`${chart}`, { "@media": { print: { fontSize: "6.5pt" } } });
globalStyle(`${caption}`, { "@media": { print: { marginBottom: "1mm" } } });
globalStyle(`${row}`, {
  "@media": { print: { gridTemplateColumns: "24mm 1fr 26mm", gridTemplateAreas: '"name bar value"' } },
});
globalStyle(`${list}`, { "@media": { print: { gap: "0.4mm" } } });
globalStyle(`${track}`, { "@media": { print: { height: "2.2mm" } } });
globalStyle(`${name}, ${value}`, { "@media": { print: { fontSize: "6.5pt", lineHeight: 1.15 } } });
globalStyle(`${title}`, { "@media": { print: { fontSize: "9pt" } } });
