import { globalStyle, style } from "@vanilla-extract/css";
import { eyebrowText } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";

// An invitation, not a gap: a solid edge in the program's amber, the questions, then two links a
// thumb can hit (44 px tall) to ask them.
export const ask = style({
  maxWidth: "46rem",
  marginTop: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderLeft: `4px solid ${vars.color.amberDark}`,
  borderRadius: vars.radius.md,
  background: vars.color.sand,
});
export const heading = style({ ...eyebrowText, margin: 0, color: vars.color.ink });
export const lead = style({ margin: `${vars.space.xs} 0 0` });
export const questions = style({ margin: `${vars.space.sm} 0 0`, paddingLeft: "1.25rem" });
export const ways = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `0 ${vars.space.lg}`,
  margin: `${vars.space.sm} 0 0`,
});
globalStyle(`${ways} a`, {
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  fontWeight: 700,
  // An address is one word: let a long one break rather than push the page sideways.
  overflowWrap: "anywhere",
});
