import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { balanceLastRow } from "../../styles/balanced-grid";
import { surface } from "../../styles/layout.css";

export const grid = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.lg });
// Two per row from md, then the variant's count from lg; a short last row sits centred.
export const columns = styleVariants({ 2: {}, 3: {}, 4: {} });
balanceLastRow(columns[2], { md: 2 });
balanceLastRow(columns[3], { md: 2, lg: 3 });
balanceLastRow(columns[4], { md: 2, lg: 4 });

export const card = style([
  surface,
  {
    position: "relative",
    display: "flex",
    flexDirection: "column",
    gap: vars.space.sm,
    padding: vars.space.lg,
    color: vars.color.ink,
  },
]);

export const icon = style({
  display: "inline-grid",
  placeItems: "center",
  width: "3rem",
  height: "3rem",
  borderRadius: "50%",
  background: "#fff0c2",
  color: vars.color.orange,
});
export const title = style({ fontSize: vars.fontSize.h3, margin: 0 });
/** The title's link covers the whole card, so the card is one target, one link. */
export const cardLink = style({
  color: vars.color.navy,
  textDecoration: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: vars.radius.md },
    "&:hover": { textDecoration: "underline" },
  },
});
export const text = style({ margin: 0, color: vars.color.inkMuted });
export const more = style({ marginTop: "auto", fontWeight: 700, color: vars.color.link });
