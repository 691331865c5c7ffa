import { globalStyle, style } from "@vanilla-extract/css";
import { eyebrowText } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";
import { breakpoints, media } from "../../styles/tokens";

export const nav = style({ flexBasis: "100%", marginTop: vars.space.sm });
export const label = style({ ...eyebrowText, margin: `0 0 ${vars.space.sm}`, color: vars.color.amber });
// Two columns on a phone, so all five sit on the first screen at 390 px; more as the width allows.
// auto-fill, not auto-fit: a column's width never depends on how many links have arrived, so the
// first links do not move aside as the rest come in (the page is drawn while it arrives).
export const list = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { [media.md]: { gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))" } },
});
export const link = style({
  display: "block",
  height: "100%",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: "1px solid rgb(255 255 255 / 0.35)",
  borderRadius: vars.radius.sm,
  color: vars.color.paper,
  textDecoration: "none",
  selectors: { "&:hover": { background: "rgb(255 255 255 / 0.08)", borderColor: vars.color.amber } },
  "@media": { [media.forcedColors]: { border: "1px solid LinkText" } },
});
export const name = style({ display: "block", fontWeight: 700, textDecoration: "underline" });
export const hint = style({ display: "block", fontSize: vars.fontSize.small, color: "#dbe4ee", lineHeight: 1.35 });
// An odd last link takes the whole row on a phone rather than sit alone in half of it.
globalStyle(`${list} > li:last-child:nth-child(odd)`, {
  "@media": { [`screen and (max-width: ${(breakpoints.md - 0.02) / 16}em)`]: { gridColumn: "1 / -1" } },
});
