import { globalStyle, style } from "@vanilla-extract/css";
import { eyebrowText } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";

// A dashed edge and its own label: an open question, never mistaken for the page's answer.
export const toConfirm = style({
  maxWidth: "46rem",
  marginTop: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `2px dashed ${vars.color.orange}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
});
export const toConfirmLabel = style({ ...eyebrowText, margin: 0, color: vars.color.ink });
globalStyle(`${toConfirm} ul`, { margin: `${vars.space.sm} 0 0`, paddingLeft: "1.25rem" });
