import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { surface, visuallyHidden } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";

export const srOnly = visuallyHidden;

export const card = style([
  surface,
  {
    display: "flex",
    flexDirection: "column",
    gap: vars.space.sm,
    height: "100%",
    padding: vars.space.lg,
    borderTop: `5px solid ${vars.color.amber}`,
  },
]);

export const top = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.sm,
});
export const icon = style({
  display: "inline-grid",
  placeItems: "center",
  width: "3rem",
  height: "3rem",
  borderRadius: vars.radius.md,
  background: vars.color.navy,
  color: vars.color.amber,
});

export const badge = style({
  display: "inline-block",
  padding: "0.2rem 0.65rem",
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  whiteSpace: "nowrap",
});
export const demand = styleVariants({
  veryHigh: { background: "#fde2d3", color: "#7c2d12" },
  high: { background: "#fff0c2", color: "#6b4300" },
  medium: { background: "#e3ebf3", color: vars.color.navy },
});

export const name = style({ fontSize: vars.fontSize.h3, margin: `${vars.space.sm} 0 0` });
export const facts = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} 0`,
  borderBlock: `1px solid ${vars.color.line}`,
});
/** Where the figures come from, once per card: small print under them. */
export const source = style({ fontSize: vars.fontSize.small, color: vars.color.inkMuted, margin: 0 });
export const description = style({ color: vars.color.inkMuted, flexGrow: 1, margin: 0 });
export const more = style({ fontWeight: 700, alignSelf: "flex-start", paddingBlock: vars.space.xs });

globalStyle(`${facts} dt`, { fontSize: vars.fontSize.small, color: vars.color.inkMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 700, color: vars.color.navy });
// The qualified pay has the whole row (its wording is long); the starting figure and duration share the next.
globalStyle(`${facts} > div:first-child`, { gridColumn: "1 / -1" });
