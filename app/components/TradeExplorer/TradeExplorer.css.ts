import { globalStyle, style } from "@vanilla-extract/css";
import { visuallyHidden } from "../../styles/layout.css";
import { base as buttonBase, variant as buttonVariant } from "../ButtonLink/ButtonLink.css";
import { vars } from "../../styles/theme.css";
import { fillColumns } from "../../styles/fill-columns";
import { media } from "../../styles/tokens";

/**
 * The explorer on screen, and printed on one A4 landscape page (the @page size is
 * public/styles/print-explorer.css, linked by this route alone): the table, its notes and
 * the charts; not the site's header and footer, the filters, the pick boxes or the buttons.
 */
export const page = style({
  // Printed: the table and its notes on the left, the two charts stacked on the right.
  "@media": {
    print: {
      display: "grid",
      gridTemplateColumns: "1fr 78mm",
      gridAutoFlow: "row dense",
      columnGap: "5mm",
      alignItems: "start",
    },
  },
});
export const tableBand = style({ "@media": { print: { gridColumn: "1" } } });
/**
 * The chart band is laid out from the start. Skipped (content-visibility), it is a 40rem
 * placeholder, but on a phone its two charts are taller: their second title then sits past
 * the placeholder, over the navy footer, and axe read ink on navy (1.01:1) 2 loads in 8.
 */
export const chartBand = style({
  selectors: { "&&": { contentVisibility: "visible" } },
  "@media": { print: { gridColumn: "2" } },
});
globalStyle(`${page} > :not(${tableBand}, ${chartBand})`, { "@media": { print: { gridColumn: "1 / -1" } } });
globalStyle(`${page} section`, {
  "@media": { print: { paddingBlock: 0, background: "none", contentVisibility: "visible" } },
});
globalStyle(`${page} > header p`, { "@media": { print: { display: "none" } } });
// Scoped to this page by its marker, so no other page's print changes.
globalStyle(`body:has(${page}) > :not(main)`, { "@media": { print: { display: "none" } } });
globalStyle(`body:has(${page})`, { "@media": { print: { fontSize: "8pt", background: "none" } } });
globalStyle(`${page} section > div`, { "@media": { print: { padding: "0 0 2mm", maxWidth: "none" } } });
globalStyle(`${page} > header`, { "@media": { print: { padding: "0 0 2mm", background: "none", color: "black" } } });
globalStyle(`${page} > header *`, { "@media": { print: { color: "black", fontSize: "10pt", margin: 0 } } });
globalStyle(`${page} > header h1`, { "@media": { print: { fontSize: "14pt" } } });
globalStyle(`${page} > header > div`, { "@media": { print: { padding: 0, display: "block" } } });
globalStyle(`${page} section h2`, { "@media": { print: { fontSize: "10pt", margin: "0 0 1mm" } } });
globalStyle(`${page} section header`, { "@media": { print: { margin: 0 } } });
globalStyle(`${page} p, ${page} figcaption span`, { "@media": { print: { fontSize: "6.5pt", lineHeight: 1.3 } } });

const hiddenInPrint = { "@media": { print: { display: "none" } } } as const;

export const form = style({ display: "grid", gap: vars.space.md });
/** The filter groups the explorer offers (filterGroups, app/lib/explorer.server.ts). */
const FILTER_GROUPS = 4;
export const filters = style([
  {
    margin: 0,
    padding: vars.space.md,
    border: `1px solid ${vars.color.line}`,
    borderRadius: vars.radius.md,
    background: vars.color.paper,
    display: "grid",
    gap: vars.space.md,
    gridTemplateColumns: fillColumns("8.5rem", FILTER_GROUPS, vars.space.md),
  },
  hiddenInPrint,
]);
export const filtersLegend = style({ fontWeight: 800, padding: `0 ${vars.space.xs}` });
export const group = style({
  margin: 0,
  padding: 0,
  border: 0,
  display: "grid",
  gap: vars.space.xs,
  alignContent: "start",
});
export const groupLegend = style({ fontWeight: 700, marginBottom: vars.space.xs, padding: 0 });
export const option = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  cursor: "pointer",
});
/** Boxes big enough to hit with a thumb (24px, WCAG 2.5.8). */
export const box = style({ width: "1.5rem", height: "1.5rem", margin: 0, accentColor: vars.color.navy, flexShrink: 0 });
export const filterActions = style({
  gridColumn: "1 / -1",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  margin: 0,
});
/** The form's Show and Compare buttons: the site's navy button (ButtonLink), hidden on paper as it is. */
export const button = style([buttonBase, buttonVariant.secondary]);
export const textLink = style({ fontWeight: 700 });
export const actions = style([{ margin: `${vars.space.md} 0 0` }, hiddenInPrint]);
export const pickLinks = style({ display: "flex", flexWrap: "wrap", columnGap: vars.space.lg, rowGap: vars.space.sm });
export const count = style([{ margin: 0, fontWeight: 700 }, hiddenInPrint]);
export const empty = style({ margin: 0 });

/** The table scrolls sideways on a phone; the region takes focus so a keyboard can scroll it too. */
export const scrollCue = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  color: vars.color.inkMuted,
  "@media": { print: { display: "none" }, [media.lg]: { display: "none" } },
});
export const scroller = style({
  // Holds its absolutely positioned hidden labels, so they scroll with it, not widen the page.
  position: "relative",
  overflowX: "auto",
  // A shadow at the right edge while there is more table to that side (it scrolls away with
  // the last column: the "local" cover); the cells are see-through for it.
  background: [
    `linear-gradient(to left, ${vars.color.paper} 40%, rgb(255 255 255 / 0)) right / 2.5rem 100% no-repeat local`,
    `radial-gradient(farthest-side at 100% 50%, rgb(13 33 55 / 0.3), rgb(13 33 55 / 0)) right / 1rem 100% no-repeat scroll`,
    vars.color.paper,
  ].join(", "),
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  "@media": { print: { overflow: "visible", border: 0 } },
});
export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.small,
  fontVariantNumeric: "tabular-nums",
  "@media": { print: { fontSize: "7pt" } },
});
export const caption = style([visuallyHidden]);
const cell = {
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.line}`,
  textAlign: "left",
  verticalAlign: "top",
  "@media": { print: { padding: "0.5mm 1mm", minWidth: 0 } },
} as const;
export const th = style([cell, { whiteSpace: "nowrap", background: vars.color.sand }]);
/** The trade's name stays in view while a phone scrolls the figures sideways. */
const stuck = { position: "sticky", left: 0, zIndex: 1, "@media": { print: { position: "static" } } } as const;
export const rowHeading = style([
  cell,
  stuck,
  {
    fontWeight: 700,
    // Narrower on the smallest phones, so the pay column beside it fits whole at 320 px.
    minWidth: "6.5rem",
    background: vars.color.paper,
    boxShadow: `inset -1px 0 0 ${vars.color.line}`,
    "@media": { [media.sm]: { minWidth: "8rem" }, print: { minWidth: 0, position: "static" } },
  },
]);
export const stuckHead = style([stuck, { zIndex: 2 }]);
export const td = style([
  cell,
  { minWidth: "7rem", "@media": { [media.lg]: { minWidth: 0 }, print: { minWidth: 0 } } },
]);
export const pickCell = style([cell, { textAlign: "center", width: "3.5rem" }, hiddenInPrint]);
export const sortLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2.75rem",
  color: vars.color.navy,
  fontWeight: 800,
});
globalStyle(`${sortLink}`, { "@media": { print: { minHeight: 0, color: "black", textDecoration: "none" } } });
export const arrow = style({ fontSize: "0.75em", "@media": { print: { display: "none" } } });
export const note = style({
  display: "block",
  color: vars.color.inkMuted,
  fontSize: "0.8125rem",
  "@media": { print: { display: "inline", fontSize: "6.5pt" } },
});
export const mark = style({
  marginInlineStart: "0.15em",
  textDecoration: "none",
  "@media": { print: { color: "black" } },
});
export const pickActions = style([
  { display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md, margin: 0 },
  hiddenInPrint,
]);
export const hint = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.small });

export const notes = style({
  marginTop: vars.space.lg,
  display: "grid",
  gap: vars.space.sm,
  fontSize: vars.fontSize.small,
  "@media": { print: { marginTop: "1.5mm", gap: "1mm", fontSize: "6.5pt" } },
});
export const noteText = style({ margin: 0, maxWidth: "60rem" });
export const meanings = style({
  margin: 0,
  display: "grid",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))",
  "@media": { print: { gridTemplateColumns: "repeat(3, 1fr)", gap: "0 4mm" } },
});
globalStyle(`${meanings} dt`, { display: "inline", fontWeight: 700 });
globalStyle(`${meanings} dt::after`, { content: '": "' });
globalStyle(`${meanings} dd`, { display: "inline", margin: 0 });

export const charts = style({
  display: "grid",
  gap: vars.space.xl,
  "@media": { [media.lg]: { gridTemplateColumns: "1fr 1fr" }, print: { gridTemplateColumns: "1fr", gap: "3mm" } },
});
