import { style } from "@vanilla-extract/css";
import { mediaCard, visuallyHidden } from "./layout.css";
import { vars } from "./theme.css";

export const srOnly = visuallyHidden;
export const card = mediaCard;
export const image = style({ width: "100%", height: "auto", aspectRatio: "16 / 9", objectFit: "cover" });
export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.lg,
  flexGrow: 1,
});
export const title = style({ fontSize: vars.fontSize.h3, margin: 0 });
export const date = style({ fontSize: vars.fontSize.small, color: vars.color.inkMuted, fontWeight: 600 });
export const excerpt = style({ margin: 0, color: vars.color.inkMuted, flexGrow: 1 });
export const more = style({ fontWeight: 700, alignSelf: "flex-start" });
