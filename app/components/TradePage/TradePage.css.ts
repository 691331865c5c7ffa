import { globalStyle, style } from "@vanilla-extract/css";
import { eyebrowText } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";

export const glance = style({ margin: `${vars.space.md} 0 ${vars.space.lg}` });
export const glanceHeading = style({ ...eyebrowText, margin: `0 0 ${vars.space.sm}`, color: "#dbe4ee" });
/** The listing's other reading and the figures' source: small print under the block, as light as its heading. */
export const glanceNotes = style({ marginTop: vars.space.sm, fontSize: vars.fontSize.small, color: "#dbe4ee" });
globalStyle(`${glanceNotes} p`, { margin: 0 });
export const pair = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.md]: { gridTemplateColumns: "1fr 1fr" } },
});
