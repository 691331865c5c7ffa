import { globalStyle, style } from "@vanilla-extract/css";
import { container, visuallyHiddenRules } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";
import { mark, wordDark } from "../Logo/Logo.css";
import { menuButton, mobilePanel } from "../MobileNav/MobileNav.css";

const BORDER = "4px";
/** The audience row's own top border (AudienceBar.css.ts). */
const ROW_BORDER = "1px";

/**
 * Fixed, not sticky: the visitor sees the same bar at the top while the page scrolls under it,
 * but axe-core measures a sticky box where it now lies among the page's boxes (its open issue
 * 3720), so every link scrolling under the logo or the Menu button read as a target under
 * 24px: the footer's links at the bottom of all 43 pages at 390×844. A fixed bar is
 * an overlay to it, as to the visitor. Out of the flow, so <main> starts below it (the rule
 * after this); its height is the tokens' (the bar's min-height, the row's), which the browser
 * tests hold to main's top at every width (tests/e2e/phone-layout.spec.ts).
 */
export const header = style({
  position: "fixed",
  top: 0,
  insetInline: 0,
  zIndex: 20,
  background: vars.color.navy,
  color: vars.color.paper,
  borderBottom: `${BORDER} solid ${vars.color.amber}`,
  // On paper the header is the logo alone, once, at the top of the first page.
  "@media": { [media.print]: { position: "static", borderBottom: "1px solid #000" } },
});
globalStyle(`${header} + main`, {
  paddingTop: `calc(${vars.layout.headerHeight} + ${BORDER})`,
  "@media": {
    [media.lg]: {
      paddingTop: `calc(${vars.layout.headerHeight} + ${vars.layout.audienceBarHeight} + ${ROW_BORDER} + ${BORDER})`,
    },
    [media.print]: { paddingTop: 0 },
  },
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

/** Phones: the logo, Apply Now and the Menu button share the bar. */
const PHONE = media.belowSm;
/**
 * Narrower than a 390px phone (320, 360, 375): the mark alone, its words still the link's name,
 * read not shown. From 390 the words fit beside Apply Now and Menu with 8px to spare, measured
 * in the wide fonts of the test machines (DejaVu Sans Bold standing in for system-ui); at 375
 * they touched.
 */
const NARROW = "screen and (max-width: 24.37375em)";

export const bar = style([
  container,
  {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: vars.space.md,
    minHeight: vars.layout.headerHeight,
    "@media": { [PHONE]: { gap: vars.space.sm } },
  },
]);

export const home = style({
  display: "inline-flex",
  paddingBlock: vars.space.sm,
  flexShrink: 0,
  textDecoration: "none",
});
globalStyle(`${home} ${wordDark}`, { "@media": { [PHONE]: { fontSize: "0.8rem" }, [NARROW]: visuallyHiddenRules } });
globalStyle(`${home} ${mark}`, { "@media": { [PHONE]: { width: "2.25rem", height: "2.25rem" } } });
// The Menu button and the phone's Apply Now (DesktopNav.css.ts) take less padding on a phone.
globalStyle(`${bar} ${menuButton}`, { "@media": { [PHONE]: { paddingInline: vars.space.sm } } });

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
