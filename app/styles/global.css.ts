/** Element defaults. Components style themselves; this only sets the page's baseline. */
import { globalStyle } from "@vanilla-extract/css";
import { media } from "./tokens";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
  scrollPaddingTop: vars.layout.headerHeight,
  // Wide screens add the audience row under the bar to the sticky header.
  "@media": {
    [media.lg]: { scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${vars.layout.audienceBarHeight})` },
  },
});
globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: 1.6,
  color: vars.color.ink,
  background: vars.color.paper,
});
globalStyle("h1, h2, h3, h4", {
  fontFamily: vars.font.heading,
  lineHeight: 1.15,
  color: vars.color.navy,
  margin: `0 0 ${vars.space.md}`,
  letterSpacing: "-0.01em",
  textWrap: "balance",
});
globalStyle("h1", { fontSize: vars.fontSize.h1 });
globalStyle("h2", { fontSize: vars.fontSize.h2 });
globalStyle("h3", { fontSize: vars.fontSize.h3 });
globalStyle("p", { margin: `0 0 ${vars.space.md}` });
// Component classes set display; the hidden attribute must still win.
globalStyle("[hidden]", { display: "none !important" });
globalStyle("img, svg, video, iframe", { display: "block", maxWidth: "100%" });
globalStyle("img", { height: "auto" });
globalStyle("a", { color: vars.color.link, textUnderlineOffset: "0.15em" });
globalStyle("a:hover", { textDecorationThickness: "2px" });
globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
  boxShadow: `0 0 0 5px ${vars.color.navy}`,
  borderRadius: "2px",
});
globalStyle("::selection", { background: vars.color.amber, color: vars.color.navy });
globalStyle("*, *::before, *::after", {
  "@media": {
    [media.reducedMotion]: {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
      scrollBehavior: "auto !important" as "auto",
    },
  },
});

// ----- print ----------------------------------------------------------------------------
// Paper gets the page's words and pictures: ink on white (browsers leave backgrounds out, so
// white text on a navy band would vanish), every band laid out, every FAQ answer open; what
// only works on a screen (players, frames, carousels, controls) stays off the page. Each
// component leaves out its own screen-only parts beside its other styles (menus, footer
// lists, button links, video boxes); these rules are the ones every page shares.
const print = (rule: Parameters<typeof globalStyle>[1]) => ({ "@media": { [media.print]: rule } });
globalStyle(
  "*, *::before, *::after",
  print({
    color: "#000 !important",
    background: "transparent !important",
    boxShadow: "none !important",
    textShadow: "none !important",
    // Bands below the fold skip rendering on screen (renderWhenNearRules); on paper they all print.
    contentVisibility: "visible !important" as "visible",
  }),
);
// Paper is denser than a screen: a smaller root size (every rem follows) and the theme's
// larger spaces closed up, so a trade page fits on two A4 pages.
globalStyle(
  ":root",
  print({
    fontSize: "10pt",
    vars: {
      [vars.space.xxl]: "1.25rem",
      [vars.space.xl]: "1rem",
      [vars.space.lg]: "0.75rem",
      [vars.fontSize.h1]: "2rem",
      [vars.fontSize.h2]: "1.5rem",
    },
  }),
);
globalStyle("body", print({ display: "block", lineHeight: 1.4 }));
// Navigation (the header's menus, the footer's links) is for moving around a screen.
globalStyle(
  "nav, iframe, video, dialog, noscript, [aria-roledescription='carousel']",
  print({ display: "none !important" }),
);
// Controls do nothing on paper; the FAQ's questions (buttons once the accordion is up) stay.
globalStyle("button:not([data-reach-accordion-button])", print({ display: "none !important" }));
// Every FAQ answer is printed: a closed <details> (before hydration or without JavaScript)
// shows its content, and a collapsed accordion panel is shown despite its hidden attribute.
globalStyle("details::details-content", print({ contentVisibility: "visible", display: "block" }));
globalStyle("[data-reach-accordion-panel][hidden]", print({ display: "block !important" }));
globalStyle("h1, h2, h3, h4", print({ breakAfter: "avoid" }));
globalStyle("img, figure, blockquote, li", print({ breakInside: "avoid" }));
