import { style } from "@vanilla-extract/css";
import { eyebrowText } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";

/** A link or button drawn as text in the navy bar (the desktop row, the audience row). Spread into a style. */
export const navText = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: `0 ${vars.space.md}`,
  color: vars.color.paper,
  fontWeight: 600,
  textDecoration: "none",
  borderRadius: vars.radius.sm,
} as const;

/** A <summary> or <button> with no look of its own (the menus' toggles). Spread into a style. */
export const buttonReset = {
  border: 0,
  background: "transparent",
  fontFamily: "inherit",
  fontSize: "inherit",
  cursor: "pointer",
} as const;

export const tradesPanel = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.md]: { gridTemplateColumns: "2fr 1fr" } },
});

export const allTrades = style({
  display: "inline-block",
  marginBottom: vars.space.sm,
  fontWeight: 800,
  color: vars.color.navy,
});

export const tradeGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
  gap: `0 ${vars.space.md}`,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const menuList = style({ listStyle: "none", margin: 0, padding: 0 });

export const menuLink = style({
  display: "block",
  padding: `0.4rem 0`,
  color: vars.color.ink,
  textDecoration: "none",
  selectors: {
    "&:hover": { color: vars.color.link, textDecoration: "underline" },
    '&[aria-current="page"]': { fontWeight: 700, color: vars.color.navy },
  },
});

export const groupLabel = style({ ...eyebrowText, margin: `0 0 ${vars.space.sm}`, color: vars.color.inkMuted });

export const audienceLabel = style({ display: "block", fontWeight: 700, color: vars.color.navy });
export const audienceHint = style({ display: "block", fontSize: vars.fontSize.small, color: vars.color.inkMuted });
