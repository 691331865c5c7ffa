import { style } from "@vanilla-extract/css";
import { surface } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";

/** Two blocks fit a 390px phone; three or four scroll sideways (the region takes focus for keyboards). */
export const scroller = style({
  overflowX: "auto",
  // The containing block of what sits inside, so a visually hidden label (positioned absolutely,
  // at the far end of the third or fourth block) is clipped here instead of widening the page:
  // without it /trades/compare with three or four picks was 494 and 678px wide at 390.
  position: "relative",
  paddingBottom: vars.space.sm,
  "@media": { print: { overflow: "visible" } },
});
const FACTS = 6;
export const blocks = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "minmax(10.5rem, 1fr)",
  // Heading row + one row per fact, shared by every block through subgrid.
  gridTemplateRows: `auto repeat(${FACTS}, auto)`,
  gap: `0 ${vars.space.md}`,
});
export const block = style([
  surface,
  {
    display: "grid",
    gridRow: `span ${FACTS + 1}`,
    gridTemplateRows: "subgrid",
    padding: vars.space.md,
    breakInside: "avoid",
  },
]);
export const name = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.h3 });
export const facts = style({ display: "grid", gridRow: `span ${FACTS}`, gridTemplateRows: "subgrid", margin: 0 });
export const fact = style({ borderTop: `1px solid ${vars.color.line}`, padding: `${vars.space.sm} 0` });
export const label = style({ fontSize: vars.fontSize.small, fontWeight: 700, color: vars.color.inkMuted });
export const value = style({ margin: 0, fontWeight: 700 });
export const note = style({
  display: "block",
  fontWeight: 400,
  fontSize: vars.fontSize.small,
  color: vars.color.inkMuted,
});
