import { globalStyle, style } from "@vanilla-extract/css";
import { container, eyebrowText, visuallyHidden, visuallyHiddenRules } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";

export const srOnly = visuallyHidden;

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 20,
  background: vars.color.navy,
  color: vars.color.paper,
  borderBottom: `4px solid ${vars.color.amber}`,
  // On paper the header is the logo alone, once, at the top of the first page.
  "@media": { [media.print]: { position: "static", borderBottom: "1px solid #000" } },
});

// The browser draws what it has parsed so far, and a network chunk can end inside the header
// (with the page's 50 KB of inline CSS the first 64 KiB ended in the desktop nav): the
// right-aligned row then showed Trades alone at the right edge, and every link that arrived
// pushed it left, a layout shift; the two-line logo and the Menu button moved the same way.
// Until the element after the header (<main>) is parsed, the header's bar is there but its
// contents are not drawn; then all of it appears in place. A browser without :has() drops the
// rule and draws the header as it comes.
globalStyle(`${header}:not(:has(+ *)) > *`, { visibility: "hidden" });

// Until it has focus the skip link is clipped to nothing in place, not moved up out of sight:
// the header is sticky, so a link parked above it sits just above the viewport wherever the
// page is scrolled, drawn over whatever has scrolled past (axe's target-size caught it over
// the Apply Now and Contact Us buttons of the audience pages, at 1280×850 scrolled to the end).
export const skipLink = style({
  position: "absolute",
  left: vars.space.md,
  top: vars.space.sm,
  zIndex: 30,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.amber,
  color: vars.color.navy,
  fontWeight: 700,
  borderRadius: vars.radius.sm,
  selectors: { "&:not(:focus)": visuallyHiddenRules },
});

export const bar = style([
  container,
  {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: vars.space.md,
    minHeight: vars.layout.headerHeight,
  },
]);

export const home = style({
  display: "inline-flex",
  paddingBlock: vars.space.sm,
  flexShrink: 0,
  textDecoration: "none",
});

// ----- desktop ------------------------------------------------------------------------

export const desktopNav = style({
  display: "none",
  "@media": { [media.lg]: { display: "flex", alignItems: "center", gap: vars.space.lg } },
});

export const desktopList = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const dropdownItem = style({ position: "relative" });
export const dropdown = style({});

const navText = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: `0 ${vars.space.md}`,
  color: vars.color.paper,
  fontWeight: 600,
  textDecoration: "none",
  borderRadius: vars.radius.sm,
} as const;

export const topLink = style({
  ...navText,
  selectors: {
    "&:hover": { background: vars.color.navyLight },
    '&[aria-current="page"]': { boxShadow: `inset 0 -3px 0 ${vars.color.amber}` },
  },
});

const buttonReset = {
  border: 0,
  background: "transparent",
  fontFamily: "inherit",
  fontSize: "inherit",
  cursor: "pointer",
} as const;

export const summary = style({
  ...navText,
  ...buttonReset,
  fontWeight: 600,
  listStyle: "none",
  gap: vars.space.sm,
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::after": {
      content: '""',
      width: "0.5rem",
      height: "0.5rem",
      borderRight: "2px solid currentColor",
      borderBottom: "2px solid currentColor",
      transform: "translateY(-25%) rotate(45deg)",
      transition: "transform 150ms ease",
    },
    "&:hover": { background: vars.color.navyLight },
    [`${dropdown}[open] > &::after, &[aria-expanded="true"]::after`]: { transform: "translateY(25%) rotate(225deg)" },
  },
  // Drawn as text on screen; forced colours drop its hover tone, so it shows a button's edge.
  "@media": { [media.forcedColors]: { border: "1px solid ButtonText" } },
});

export const dropdownPanel = style({
  position: "absolute",
  top: "calc(100% + 0.75rem)",
  left: "-1rem",
  width: "min(44rem, 90vw)",
  padding: vars.space.lg,
  background: vars.color.paper,
  color: vars.color.ink,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  borderTop: `4px solid ${vars.color.amber}`,
  // Its edge was the shadow, which forced colours drop: a border there instead.
  "@media": { [media.forcedColors]: { border: "2px solid CanvasText" } },
});

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

export const closeButton = style({ marginTop: vars.space.md });

// ----- mobile -------------------------------------------------------------------------

export const mobileMenu = style({
  "@media": { [media.lg]: { display: "none" }, [media.print]: { display: "none" } },
});

export const menuButton = style({
  background: "transparent",
  font: "inherit",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  padding: `0 ${vars.space.md}`,
  border: `2px solid ${vars.color.paper}`,
  borderRadius: vars.radius.pill,
  color: vars.color.paper,
  fontWeight: 700,
  cursor: "pointer",
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});

export const burger = style({
  width: "1.1rem",
  height: "2px",
  background: "currentColor",
  boxShadow: "0 -6px 0 currentColor, 0 6px 0 currentColor",
  // Forced colours drop box-shadows and backgrounds, and the three bars with them: keep
  // them, drawn in the system's button text colour (currentColor would still be our white).
  "@media": {
    [media.forcedColors]: {
      forcedColorAdjust: "none",
      background: "ButtonText",
      boxShadow: "0 -6px 0 ButtonText, 0 6px 0 ButtonText",
    },
  },
});

export const mobilePanel = style({
  position: "absolute",
  insetInline: 0,
  top: "100%",
  // The open menu fills the screen below the header, so no page is left showing beside it to
  // tap (the rule at the end of this file hides the page behind it). dvh follows a phone's
  // toolbars; vh before it.
  height: [`calc(100vh - ${vars.layout.headerHeight})`, `calc(100dvh - ${vars.layout.headerHeight})`],
  overflowY: "auto",
  padding: `${vars.space.md} ${vars.layout.gutter} ${vars.space.xl}`,
  background: vars.color.paper,
  color: vars.color.ink,
  borderBottom: `4px solid ${vars.color.amber}`,
  boxShadow: vars.shadow.raised,
  "@media": { [media.forcedColors]: { border: "2px solid CanvasText" } },
});

export const mobileTrades = style({
  borderBottom: `1px solid ${vars.color.line}`,
  paddingBottom: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const mobileSummary = style({
  ...buttonReset,
  width: "100%",
  padding: 0,
  textAlign: "left",
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::after": { content: '"+" / ""', fontSize: "1.5rem", lineHeight: 1, color: vars.color.orange },
    '&[aria-expanded="true"]::after, details[open] > &::after': { content: '"−" / ""' },
  },
  fontSize: vars.fontSize.lead,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  minHeight: "2.75rem",
  fontWeight: 700,
  cursor: "pointer",
  color: vars.color.navy,
});

// The open state is the <details>' open attribute before hydration, aria-expanded after.
export const whenClosed = style({});
export const whenOpen = style({ display: "none" });
globalStyle(`details[open] > ${menuButton} > ${whenClosed}, ${menuButton}[aria-expanded="true"] > ${whenClosed}`, {
  display: "none",
});
globalStyle(`details[open] > ${menuButton} > ${whenOpen}, ${menuButton}[aria-expanded="true"] > ${whenOpen}`, {
  display: "inline",
});

export const audienceMenu = style({
  borderBottom: `1px solid ${vars.color.line}`,
  paddingBottom: vars.space.sm,
  marginBottom: vars.space.sm,
});
export const audienceLabel = style({ display: "block", fontWeight: 700, color: vars.color.navy });
export const audienceHint = style({ display: "block", fontSize: vars.fontSize.small, color: vars.color.inkMuted });

// ----- the audience row under the bar (wide screens) -----------------------------------

export const audienceBar = style({
  display: "none",
  borderTop: "1px solid rgb(255 255 255 / 0.15)",
  "@media": { [media.lg]: { display: "block" }, [media.print]: { display: "none" } },
});
export const audienceNav = style([
  container,
  { display: "flex", alignItems: "center", gap: vars.space.md, minHeight: vars.layout.audienceBarHeight },
]);
export const audienceBarLabel = style({ fontSize: vars.fontSize.small, color: "#dbe4ee" });
export const audienceList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
// The row's links are the menu's LinkList, restyled here: one component for both.
globalStyle(`${audienceList} ${menuLink}`, {
  ...navText,
  minHeight: "2.25rem",
  fontWeight: 600,
  fontSize: vars.fontSize.small,
  padding: `0 ${vars.space.sm}`,
});
globalStyle(`${audienceList} ${menuLink}:hover`, {
  background: vars.color.navyLight,
  color: vars.color.paper,
  textDecoration: "underline",
});
globalStyle(`${audienceList} ${menuLink}[aria-current="page"]`, {
  fontWeight: 600,
  color: vars.color.paper,
  boxShadow: `inset 0 -3px 0 ${vars.color.amber}`,
});
globalStyle(`${audienceList} ${audienceHint}`, { display: "none" });
globalStyle(`${audienceList} ${audienceLabel}`, { color: "inherit", fontWeight: "inherit" });

export const mobileApply = style({ marginTop: vars.space.md, width: "100%" });

globalStyle(`${mobilePanel} ${menuLink}`, { paddingBlock: "0.6rem" });

// The open mobile menu covers the page below the header, and the page behind it is hidden:
// Tab, a screen reader's reading order and find-in-page then stay in the header and the
// menu (WCAG 2.4.11), as a modal would. Before hydration the menu is a native <details>,
// whose Tab order would otherwise run on into the page; hydrated, the menu also wraps Tab
// itself. `visibility` rather than `interactivity: inert`: it works in every browser and the
// Nu HTML Checker knows it. The page keeps its layout, so the scroll position survives.
// Narrow screens only: a menu left open while the window grew to desktop width is hidden
// itself and must not take the page with it. The :has() is asked of the header, the panel's
// own ancestor, not of <body>: anchored on <body>, the menus' upgrade at hydration (a
// <details> taken out, a panel put in) made Chrome restyle the whole page two or three times
// over (2,130 elements restyled after DOMContentLoaded on /trades at 412px, against 50 so),
// main-thread work Lighthouse counts four times over as blocking time.
globalStyle(`${header}:has(details[open] > ${mobilePanel}, [data-open] > ${mobilePanel}) ~ :is(main, footer)`, {
  "@media": { [media.belowLg]: { visibility: "hidden" } },
});
