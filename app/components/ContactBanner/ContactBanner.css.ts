import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";
import { container } from "../../styles/layout.css";

export const banner = style({ background: vars.color.navy, color: vars.color.paper, paddingBlock: vars.space.xl });
export const inner = style([
  container,
  {
    display: "grid",
    gap: vars.space.lg,
    alignItems: "center",
    "@media": { [media.lg]: { gridTemplateColumns: "1.2fr 1fr 1fr" } },
  },
]);
export const heading = style({ color: vars.color.paper, marginBottom: vars.space.sm });
export const text = style({ margin: 0, color: "#dbe4ee" });
export const channel = style({ display: "flex", gap: vars.space.md, alignItems: "flex-start" });
export const icon = style({
  display: "inline-grid",
  placeItems: "center",
  flexShrink: 0,
  width: "3rem",
  height: "3rem",
  borderRadius: "50%",
  background: vars.color.amber,
  color: vars.color.navy,
});
export const channelHeading = style({ margin: 0, color: vars.color.paper, fontSize: vars.fontSize.h3 });
export const detail = style({ margin: `0 0 ${vars.space.sm}`, color: "#dbe4ee" });
