import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";
import { surface } from "../../styles/layout.css";

export const card = style([
  surface,
  {
    display: "grid",
    overflow: "hidden",
    "@media": { [media.sm]: { gridTemplateColumns: "12rem 1fr" } },
  },
]);
export const photo = style({ width: "100%", height: "100%", objectFit: "cover", aspectRatio: "1 / 1" });
export const body = style({ padding: vars.space.lg });
export const name = style({ margin: 0 });
export const role = style({ margin: `0 0 ${vars.space.sm}`, fontWeight: 700, color: vars.color.orange });
export const contact = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });
globalStyle(`${contact} a`, { display: "inline-block", paddingBlock: "0.2rem", overflowWrap: "anywhere" });
export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  color: vars.color.inkMuted,
  marginRight: vars.space.xs,
});
