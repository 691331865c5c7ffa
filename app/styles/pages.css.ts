/** Layouts that page routes share (grids of cards, article and sidebar, button rows). */
import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { media } from "./tokens";
import { balanceLastRow } from "./balanced-grid";

const cardGridRules = {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.lg,
  // One column that never grows past the screen (an implicit column would take its widest
  // card's min-content width and scroll sideways at 320px), then two, then three, with a
  // short last row centred (balanced-grid.ts).
  gridTemplateColumns: "minmax(0, 1fr)",
} as const;
export const cardGrid = style(cardGridRules);
balanceLastRow(cardGrid, { md: 2, lg: 3 });
/** The same grid for a set that comes in fours (the four video testimonials): 2 + 2, then 4. */
export const cardGridFours = style(cardGridRules);
balanceLastRow(cardGridFours, { md: 2, lg: 4 });

export const twoColumns = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "1fr 1fr" } },
});

export const articleLayout = style({
  display: "grid",
  gap: vars.space.xxl,
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) 20rem" } },
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, marginTop: vars.space.xl });

export const backLink = style({ display: "inline-block", marginTop: vars.space.xl, fontWeight: 700 });

export const numbered = style({ counterReset: "section", margin: 0, padding: 0, listStyle: "none", maxWidth: "46rem" });
export const numberedItem = style({ counterIncrement: "section", marginBottom: vars.space.xl });
export const numberedHeading = style({
  fontSize: vars.fontSize.h3,
  selectors: { "&::before": { content: 'counter(section) ". "', color: vars.color.orange } },
});
export const updated = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.small });

export const prose = style({ maxWidth: "46rem", fontSize: vars.fontSize.lead });
export const twoColumnList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.lg]: { gridTemplateColumns: "1fr 1fr" } },
});
export const fileInfo = style({ fontWeight: 400, fontSize: vars.fontSize.small });
export const spaced = style({ marginTop: vars.space.xl });

/** A post's cover at the top of its article, at the 16:9 its cards show it at. */
export const postCover = style({
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  marginBottom: vars.space.xl,
});
