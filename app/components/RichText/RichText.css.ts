import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const prose = style({ maxWidth: "44rem", fontSize: "1.0625rem" });
globalStyle(`${prose} > * + *`, { marginTop: vars.space.md });
globalStyle(`${prose} h2, ${prose} h3`, { marginTop: vars.space.xl });
globalStyle(`${prose} ul, ${prose} ol`, { paddingLeft: "1.4rem", margin: 0 });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });
globalStyle(`${prose} li::marker`, { color: vars.color.orange, fontWeight: 700 });

export const quote = style({
  margin: `${vars.space.lg} 0`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderLeft: `6px solid ${vars.color.amber}`,
  background: vars.color.sand,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
});
globalStyle(`${quote} blockquote`, {
  margin: 0,
  fontSize: vars.fontSize.lead,
  fontWeight: 600,
  color: vars.color.navy,
});
globalStyle(`${quote} blockquote p`, { margin: 0 });
globalStyle(`${quote} figcaption`, { marginTop: vars.space.sm, color: vars.color.inkMuted });
