/** Layout primitives shared by every page: the centred column, card surfaces, labels, hiding text visually. */
import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** The site's centred column. */
export const container = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  paddingInline: vars.layout.gutter,
});

/**
 * Rules for a band of the page that the browser may skip until it nears the viewport: its
 * style, layout and paint wait, so the first frame lays out only what is on screen (on /trades
 * the first layout's CPU time went down by about a third). A band it has rendered keeps its
 * real size (`auto`); the 40rem guess only holds the scrollbar before that. Paint containment
 * clips what overflows the band, so a band must not draw outside its box. Which bands may be
 * skipped is the Section's choice (Section.css.ts): not the footer, nor any band whose
 * overflow while skipped would lie over a darker one.
 */
export const renderWhenNearRules = { contentVisibility: "auto", containIntrinsicSize: "auto 40rem" } as const;

/** A raised card: white, a hairline border and a soft shadow. Compose it: style([surface, {...}]). */
export const surface = style({
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

/** A surface that stacks a picture over its text and fills its grid cell (posts, stories). */
export const mediaCard = style([
  surface,
  { display: "flex", flexDirection: "column", height: "100%", overflow: "hidden" },
]);

/** The small upper-case label over a heading or a group of links (spread into a style). */
export const eyebrowText = {
  fontSize: vars.fontSize.small,
  fontWeight: 800,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
} as const;

/** Hidden on screen, read by screen readers (spread into a style, e.g. until an element has focus). */
export const visuallyHiddenRules = {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRules);
