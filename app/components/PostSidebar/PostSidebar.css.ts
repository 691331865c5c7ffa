import { style } from "@vanilla-extract/css";
import { eyebrowText } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";

export const sidebar = style({ display: "flex", flexDirection: "column", gap: vars.space.xl, height: "100%" });
export const block = style({});
export const heading = style({
  ...eyebrowText,
  fontFamily: vars.font.body,
  color: vars.color.inkMuted,
  paddingBottom: vars.space.sm,
  borderBottom: `3px solid ${vars.color.amber}`,
});
export const recent = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });
export const recentLink = style({
  display: "grid",
  gridTemplateColumns: "5rem 1fr",
  gap: vars.space.md,
  alignItems: "center",
  color: vars.color.navy,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});
export const thumb = style({
  width: "5rem",
  height: "auto",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
});
export const recentTitle = style({ display: "block", fontWeight: 700, lineHeight: 1.3 });
export const date = style({ display: "block", fontSize: vars.fontSize.small, color: vars.color.inkMuted });

/** SPEC: sticks 100px from the top while the article scrolls past. */
export const messageCard = style({
  position: "sticky",
  top: "100px",
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.navy,
  color: vars.color.paper,
  borderTop: `5px solid ${vars.color.amber}`,
});
export const messageHeading = style({ fontSize: vars.fontSize.h3, color: vars.color.paper });
