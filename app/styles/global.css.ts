/** Element defaults. Components style themselves; this only sets the page's baseline. */
import { globalStyle } from "@vanilla-extract/css";
import { media } from "./tokens";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
  scrollPaddingTop: vars.layout.headerHeight,
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
} as never);
globalStyle("h1", { fontSize: vars.fontSize.h1 });
globalStyle("h2", { fontSize: vars.fontSize.h2 });
globalStyle("h3", { fontSize: vars.fontSize.h3 });
globalStyle("p", { margin: `0 0 ${vars.space.md}` });
// Component classes set display; the hidden attribute must still win.
globalStyle("[hidden]", { display: "none !important" as "none" });
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
