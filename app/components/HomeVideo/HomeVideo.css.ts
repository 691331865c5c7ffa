import { globalStyle, style } from "@vanilla-extract/css";
import { visuallyHidden } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";

export const srOnly = visuallyHidden;
/**
 * Beside the hero's words (wide screens) the figure is centred on them, so its height must be
 * known once the player's box arrives: the caption hangs under the box and adds none. Were it
 * counted, the box would move up by half the caption's height when the caption arrived.
 */
export const figure = style({ margin: 0, "@media": { [media.lg]: { position: "relative" } } });
export const box = style({
  position: "relative",
  aspectRatio: "16 / 9",
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  background: vars.color.navyLight,
  boxShadow: vars.shadow.raised,
  border: `4px solid ${vars.color.amber}`,
});
export const poster = style({ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" });
export const player = style({ position: "absolute", inset: 0, width: "100%", height: "100%", border: 0 });
export const fullscreen = style({
  display: "none",
  position: "absolute",
  right: vars.space.md,
  bottom: vars.space.md,
  minHeight: "2.75rem",
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.navy,
  color: vars.color.paper,
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
  "@media": { [media.lg]: { display: "inline-flex", alignItems: "center" } },
});
export const caption = style({
  marginTop: vars.space.sm,
  fontSize: vars.fontSize.small,
  color: "#dbe4ee",
  "@media": { [media.lg]: { position: "absolute", top: "100%", insetInline: 0 } },
});
export const play = style({
  position: "absolute",
  top: "50%",
  left: "50%",
  width: "4.5rem",
  height: "4.5rem",
  transform: "translate(-50%, -50%)",
  borderRadius: "50%",
  background: "rgb(13 33 55 / 0.75)",
  pointerEvents: "none",
  // Forced colours paint every border side one colour, so the triangle became a square:
  // keep this drawing's own colours there, in the system's pair.
  "@media": {
    [media.forcedColors]: {
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
      left: "54%",
      transform: "translate(-50%, -50%)",
      borderStyle: "solid",
      borderWidth: "0.8rem 0 0.8rem 1.3rem",
      borderColor: `transparent transparent transparent ${vars.color.paper}`,
    },
  },
});

// Screen only: nothing plays or moves on paper.
globalStyle(figure, { "@media": { print: { display: "none" } } });
