import { globalStyle, style } from "@vanilla-extract/css";
import { container, eyebrowText } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";

export const footer = style({
  marginTop: "auto",
  background: vars.color.navy,
  color: "#dbe4ee",
  borderTop: `4px solid ${vars.color.amber}`,
});

export const grid = style([
  container,
  {
    display: "grid",
    gap: vars.space.xl,
    // A phone's footer is half as tall as it was (1,172px at 390): less air, links in two columns.
    paddingBlock: vars.space.xl,
    rowGap: vars.space.lg,
    "@media": {
      [media.md]: { gridTemplateColumns: "1.2fr 1.5fr 1fr", paddingBlock: vars.space.xxl, gap: vars.space.xl },
    },
  },
]);

export const tagline = style({ marginTop: vars.space.md, maxWidth: "22rem" });

export const heading = style({
  ...eyebrowText,
  fontFamily: vars.font.body,
  color: vars.color.amber,
  margin: `0 0 ${vars.space.md}`,
});

export const links = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const link = style({
  display: "inline-block",
  paddingBlock: "0.2rem",
  color: vars.color.paper,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const contact = style({
  listStyle: "none",
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
});
export const label = style({ display: "block", fontSize: vars.fontSize.small, color: "#b9c7d6" });

export const social = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});
export const socialLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: `0 ${vars.space.md}`,
  border: "1px solid #3a5675",
  borderRadius: vars.radius.pill,
  color: vars.color.paper,
  textDecoration: "none",
  selectors: { "&:hover": { borderColor: vars.color.amber } },
});

export const legal = style([
  container,
  {
    display: "flex",
    flexWrap: "wrap",
    justifyContent: "space-between",
    alignItems: "center",
    gap: vars.space.md,
    paddingBlock: vars.space.lg,
    borderTop: "1px solid #26405e",
    fontSize: vars.fontSize.small,
  },
]);

export const copyright = style({ margin: 0 });
export const legalLinks = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", gap: vars.space.lg });

// On paper the footer is the name, the contact details and the copyright line: the link
// lists (the nav goes by the global print rule), the social links and the legal links stay
// on screen.
globalStyle(`${social}, ${heading}:has(+ ${social}), ${legalLinks}`, {
  "@media": { [media.print]: { display: "none" } },
});
globalStyle(grid, {
  "@media": { [media.print]: { display: "flex", flexWrap: "wrap", gap: "2rem", paddingBlock: "1rem" } },
});
