import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { fillColumns } from "../../styles/fill-columns";
import { media } from "../../styles/tokens";

export const grid = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  "@media": {
    [media.md]: { gridTemplateColumns: "repeat(3, 1fr)" },
    // On paper the figures sit side by side, as many as fit the line (a trade's five in one row).
    print: { gridTemplateColumns: "repeat(auto-fit, minmax(30mm, 1fr))", gap: "2mm" },
  },
});
export const card = style({
  display: "flex",
  flexDirection: "column",
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.navy,
  color: vars.color.paper,
  borderBottom: `5px solid ${vars.color.amber}`,
  "@media": { print: { padding: "2mm 3mm" } },
});
// Each tile reads label, figure, note: the HTML's order (a dl's dt before its dd). Drawn the
// other way round, a label drawn before its figure arrives would move down a line or two when
// the figure came (the page is drawn while it arrives).
export const label = style({ fontWeight: 700, fontSize: "1.0625rem" });
export const value = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: "clamp(1.75rem, 1.3rem + 2vw, 2.5rem)",
  "@media": { print: { fontSize: "16pt" } },
  lineHeight: 1.1,
  color: vars.color.amber,
});
export const note = style({ margin: 0, fontSize: vars.fontSize.small, color: "#dbe4ee" });

/** A trade's five figures, the first (its demand badge) two columns wide. */
const MOST_COLUMNS = 6;
/** The compact block sits on the intro's navy: outlined tiles, the figure in white. */
export const compactGrid = style({
  display: "grid",
  // Never fewer than two columns, so the first tile's two never add a column past the edge.
  gridTemplateColumns: fillColumns(`min(8.5rem, 50% - ${vars.space.sm})`, MOST_COLUMNS, vars.space.sm),
  gap: vars.space.sm,
  margin: 0,
  "@media": { print: { gridTemplateColumns: "repeat(auto-fit, minmax(30mm, 1fr))", gap: "2mm" } },
});
export const compactCard = style({
  display: "flex",
  flexDirection: "column",
  gap: "0.125rem",
  // Two to a row in 320px less the margins: the padding and a long figure must not widen a tile.
  minWidth: 0,
  padding: vars.space.sm,
  paddingInlineStart: vars.space.md,
  borderRadius: vars.radius.sm,
  border: "1px solid rgba(255, 255, 255, 0.35)",
  borderInlineStart: `4px solid ${vars.color.amber}`,
  // The first figure is a badge ("Very High demand"), wider than one column of the five.
  selectors: { "&:first-child": { gridColumn: "span 2" } },
  // On paper the five fit one row, each wide enough for its figure ("$174,000+").
  "@media": { print: { padding: "1mm 2mm", selectors: { "&:first-child": { gridColumn: "auto" } } } },
});
export const compactLabel = style({
  fontWeight: 700,
  fontSize: vars.fontSize.small,
  color: vars.color.amber,
});
export const compactValue = style({
  margin: 0,
  fontWeight: 700,
  fontSize: "clamp(1.0625rem, 0.9rem + 1vw, 1.25rem)",
  lineHeight: 1.2,
  color: vars.color.paper,
  overflowWrap: "anywhere",
  "@media": { print: { fontSize: "12pt" } },
});

/** The two looks, chosen once by the component. */
export const full = { grid, card, label, value };
export const compact = { grid: compactGrid, card: compactCard, label: compactLabel, value: compactValue };
