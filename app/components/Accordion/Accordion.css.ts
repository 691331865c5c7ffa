import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const list = style({ display: "grid", gap: vars.space.sm, maxWidth: "52rem" });
export const item = style({
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  // No overflow clipping here: it cut off the question's focus ring (WCAG 2.4.11). The
  // question rounds its own corners instead, so its hover tone stays inside the card.
});
export const question = style({ margin: 0, fontSize: "1.0625rem", fontFamily: vars.font.body, fontWeight: 700 });
export const button = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.md,
  width: "100%",
  minHeight: "3.25rem",
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: 0,
  background: "transparent",
  color: vars.color.navy,
  font: "inherit",
  fontWeight: 700,
  textAlign: "left",
  cursor: "pointer",
  borderRadius: `calc(${vars.radius.md} - 1px)`,
  selectors: {
    '&[aria-expanded="true"], details[open] > &': { borderEndStartRadius: 0, borderEndEndRadius: 0 },
    "&::after": {
      content: '"+" / ""',
      flexShrink: 0,
      display: "grid",
      placeItems: "center",
      width: "1.75rem",
      height: "1.75rem",
      borderRadius: "50%",
      background: vars.color.amber,
      color: vars.color.navy,
      fontSize: "1.25rem",
      lineHeight: 1,
    },
    '&[aria-expanded="true"]::after': { content: '"−" / ""' },
    "details[open] > &::after": { content: '"−" / ""' },
    "&:hover": { background: vars.color.sand },
  },
});
export const summary = style({ listStyle: "none", selectors: { "&::-webkit-details-marker": { display: "none" } } });
export const panel = style({ padding: `0 ${vars.space.lg} ${vars.space.lg}`, color: vars.color.ink });
// (The +/− signs use CSS alt text, `"+" / ""`, so they never join the button's name.)
