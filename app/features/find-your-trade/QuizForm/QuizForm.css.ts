import { style } from "@vanilla-extract/css";
import { base as buttonBase, variant as buttonVariant } from "../../../components/ButtonLink/ButtonLink.css";
import { vars } from "../../../styles/theme.css";
import { media } from "../../../styles/tokens";

export const form = style({ display: "grid", gap: vars.space.lg, maxWidth: "48rem" });
export const questions = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });
export const question = style({
  padding: vars.space.md,
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});
/** GOV.UK's marker for a question with an error: a thick bar down its left edge. */
export const questionError = style({ borderLeft: `6px solid ${vars.color.orange}` });
/**
 * An error summary's link lands on the group: the page scrolls it to just below the sticky header
 * (html's scroll-padding-top), and this margin keeps the question's box (its border and padding,
 * around the fieldset) in sight too. From the group, Tab goes to its answers.
 */
export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  scrollMarginTop: vars.space.xl,
});
export const legend = style({ fontWeight: 700, fontSize: vars.fontSize.h3, padding: 0, marginBottom: vars.space.sm });
export const number = style({ marginRight: vars.space.xs, color: vars.color.inkMuted });
export const hint = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.inkMuted });
export const error = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.orange, fontWeight: 700 });
// As many columns as fit, whatever the answers' count (auto-fill, not auto-fit): the page is drawn
// while it arrives, and a first answer drawn across the row would narrow when the next came, its
// words wrapping again and its radio moving down.
export const answers = style({
  display: "grid",
  gap: vars.space.sm,
  "@media": { [media.md]: { gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))" } },
});
/** The whole label is the target: at least 44px tall, so a thumb hits it (WCAG 2.5.8 asks 24). */
export const answer = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  selectors: { "&:has(input:checked)": { borderColor: vars.color.navy, background: vars.color.sand } },
});
export const radio = style({
  width: "1.25rem",
  height: "1.25rem",
  flex: "none",
  margin: 0,
  accentColor: vars.color.navy,
});
export const privacy = style({ margin: 0, color: vars.color.inkMuted });
export const submit = style([buttonBase, buttonVariant.primary, { font: "inherit" }]);

export const summary = style({
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  border: `4px solid ${vars.color.orange}`,
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
  maxWidth: "48rem",
});
export const summaryHeading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.h3 });
export const summaryList = style({ margin: 0, paddingLeft: vars.space.lg, display: "grid", gap: vars.space.xs });
