import { globalStyle, style } from "@vanilla-extract/css";
import { visuallyHidden } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";
import { media as mq } from "../../styles/tokens";

export const srOnly = visuallyHidden;

export const trigger = style({
  position: "relative",
  display: "block",
  width: "100%",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  overflow: "hidden",
  background: vars.color.navy,
  color: vars.color.paper,
  textAlign: "left",
  font: "inherit",
  textDecoration: "none",
  cursor: "pointer",
  boxShadow: vars.shadow.card,
});
export const media = style({ position: "relative", display: "block" });
export const poster = style({ width: "100%", height: "auto", aspectRatio: "16 / 9", objectFit: "cover" });
export const play = style({
  position: "absolute",
  top: "50%",
  left: "50%",
  width: "4rem",
  height: "4rem",
  transform: "translate(-50%, -50%)",
  borderRadius: "50%",
  background: vars.color.amber,
  boxShadow: vars.shadow.raised,
  // Forced colours paint every border side one colour (the triangle became a square): keep
  // this drawing's own colours there, in the system's pair.
  "@media": {
    [mq.forcedColors]: {
      forcedColorAdjust: "none",
      background: "Canvas",
      border: "2px solid CanvasText",
      selectors: { "&::after": { borderColor: "transparent transparent transparent CanvasText" } },
    },
  },
  selectors: {
    "&::after": {
      content: '""',
      position: "absolute",
      top: "50%",
      left: "55%",
      transform: "translate(-50%, -50%)",
      borderStyle: "solid",
      borderWidth: "0.7rem 0 0.7rem 1.1rem",
      borderColor: `transparent transparent transparent ${vars.color.navy}`,
    },
    [`${trigger}:hover &`]: { transform: "translate(-50%, -50%) scale(1.08)" },
  },
});
export const caption = style({ display: "block", padding: vars.space.md });
export const title = style({ display: "block", fontWeight: 800 });
export const meta = style({ display: "block", fontSize: vars.fontSize.small, color: "#dbe4ee" });

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 50,
  display: "grid",
  placeItems: "center",
  padding: vars.space.md,
  background: "rgb(7 18 31 / 0.85)",
});
export const content = style({
  width: "min(64rem, 100%)",
  padding: vars.space.md,
  background: vars.color.navy,
  color: vars.color.paper,
  borderRadius: vars.radius.md,
  outline: "none",
});
export const header = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.md,
  marginBottom: vars.space.md,
});
export const dialogTitle = style({ margin: 0, fontSize: vars.fontSize.h3, color: vars.color.paper });
export const frame = style({ position: "relative", aspectRatio: "16 / 9", background: "#000" });
export const player = style({ position: "absolute", inset: 0, width: "100%", height: "100%", border: 0 });

// Screen only: nothing plays or moves on paper.
globalStyle(trigger, { "@media": { print: { display: "none" } } });
