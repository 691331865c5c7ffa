import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";
import { eyebrowText } from "../../styles/layout.css";

/** Slides per view: 2 small, 3 medium, 5 large (SPEC §9); the height follows from the width. */
const slideBase = style({ flex: "0 0 auto", paddingInline: "0.5rem", boxSizing: "border-box" });
export const slide = styleVariants({
  default: [
    slideBase,
    { width: "50vw", "@media": { [media.md]: { width: "33.333vw" }, [media.lg]: { width: "20vw" } } },
  ],
});

export const carousel = style({ overflow: "hidden", paddingBlock: vars.space.sm });
export const still = style({
  display: "flex",
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  scrollbarWidth: "thin",
});
export const image = style({
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  scrollSnapAlign: "start",
});

/** The strip and its Pause control. */
export const wrap = style({});

/**
 * WCAG 2.2.2: a visible control that stops the motion, for touch and keyboard (hover and
 * focus within also pause it). It is a native checkbox, so a press before hydration, or with
 * no JavaScript at all, keeps its state, and the pause itself is CSS: no script has to run.
 * Where the visitor asks for reduced motion nothing moves, so there is nothing to pause.
 */
export const pause = style({
  ...eyebrowText,
  display: "flex",
  width: "fit-content",
  marginInlineStart: "auto",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  paddingInline: vars.space.md,
  border: `2px solid ${vars.color.navy}`,
  borderRadius: vars.radius.pill,
  color: vars.color.navy,
  background: vars.color.paper,
  cursor: "pointer",
  "@media": { [media.reducedMotion]: { display: "none" } },
});
export const pauseBox = style({
  width: "1.25rem",
  height: "1.25rem",
  margin: 0,
  accentColor: vars.color.navy,
  cursor: "pointer",
});

// Checked, every moving track stops where it is, whatever the marquee's own state says.
globalStyle(`${wrap}:has(${pauseBox}:checked) .rfm-marquee`, { animationPlayState: "paused !important" });

// Screen only: nothing plays or moves on paper.
globalStyle(wrap, { "@media": { print: { display: "none" } } });
