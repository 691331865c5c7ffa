import { createVar, globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";
import { eyebrowText } from "../../styles/layout.css";

/** One slide's width and its gutter; the strip's reserved height (below) is worked out from them. */
const slideWidth = createVar();
const slideGutter = "0.5rem";
const PHOTO_ASPECT = { width: 4, height: 3 };

/**
 * Slides per view: 2 small, 3 medium, 5 large (SPEC §9); the height follows from the width.
 * Set on the strip, so the slides and the strip's own height read the same width.
 */
export const perView = styleVariants({
  default: {
    vars: { [slideWidth]: "50vw" },
    "@media": { [media.md]: { vars: { [slideWidth]: "33.333vw" } }, [media.lg]: { vars: { [slideWidth]: "20vw" } } },
  },
});
export const slide = style({ flex: "0 0 auto", width: slideWidth, paddingInline: slideGutter });

/**
 * The strip keeps one box while the still row gives way to the marquee, so nothing around it
 * moves (Chrome counted the swap as a layout shift of about 0.06 on every carousel page):
 * - `display` is the same in both states. When the still row's flex was dropped, Chrome
 *   rebuilt the strip's box and reported it as moved by its own height and the page gutter,
 *   though it had not moved on screen.
 * - Its height is reserved: react-fast-marquee renders nothing on its first pass (it measures
 *   after mounting), so for that frame the strip held only its padding and everything below
 *   it jumped up by a photo's height and back. The photos' height is a slide's width less its
 *   gutters, at 4:3 (`image` below), plus the padding (boxes are border-box, global.css.ts).
 */
export const carousel = style({
  display: "flex",
  overflow: "hidden",
  paddingBlock: vars.space.sm,
  minHeight: `calc((${slideWidth} - 2 * ${slideGutter}) * ${PHOTO_ASPECT.height} / ${PHOTO_ASPECT.width} + 2 * ${vars.space.sm})`,
});
export const still = style({
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  scrollbarWidth: "thin",
});
export const image = style({
  width: "100%",
  height: "auto",
  aspectRatio: `${PHOTO_ASPECT.width} / ${PHOTO_ASPECT.height}`,
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
