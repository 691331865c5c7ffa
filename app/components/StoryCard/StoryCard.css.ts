import { globalStyle, style } from "@vanilla-extract/css";
import { mediaCard, visuallyHidden } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";

export const srOnly = visuallyHidden;
export const card = mediaCard;
export const photo = style({ width: "100%", height: "auto", aspectRatio: "4 / 3", objectFit: "cover" });
export const body = style({ padding: vars.space.lg, display: "flex", flexDirection: "column", gap: vars.space.xs });
export const name = style({
  display: "block",
  margin: 0,
  fontSize: vars.fontSize.h3,
  fontFamily: vars.font.heading,
  color: vars.color.navy,
});
export const role = style({ display: "block", margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.small });
export const stars = style({ margin: 0, color: vars.color.amberInk, letterSpacing: "0.1em" });
// Three facts side by side where they fit, wrapping onto the next line where they do not:
// three fixed columns made the card 338px wide at 320px and clipped "Recognition" (1.4.10).
export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: `${vars.space.sm} 0`,
});
globalStyle(`${facts} dt`, {
  fontSize: "0.75rem",
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: vars.color.inkMuted,
});
globalStyle(`${facts} dd`, {
  margin: 0,
  overflowWrap: "anywhere",
  fontWeight: 700,
  color: vars.color.navy,
  fontSize: vars.fontSize.small,
});
export const story = style({ margin: 0 });

export const testimonial = style({
  margin: 0,
  display: "flex",
  flexDirection: "column",
  justifyContent: "space-between",
  gap: vars.space.lg,
  height: "100%",
  padding: vars.space.lg,
  background: vars.color.paper,
  borderRadius: vars.radius.md,
  borderLeft: `6px solid ${vars.color.amber}`,
  boxShadow: vars.shadow.card,
});
export const quote = style({ margin: 0, fontSize: "1.0625rem" });
globalStyle(`${quote} p`, { margin: 0 });
export const person = style({ display: "flex", alignItems: "center", gap: vars.space.md });
export const avatar = style({ width: "3.5rem", height: "3.5rem", borderRadius: "50%" });
