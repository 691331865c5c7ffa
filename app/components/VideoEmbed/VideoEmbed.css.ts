import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const frame = style({
  position: "relative",
  aspectRatio: "16 / 9",
  width: "100%",
  overflow: "hidden",
  borderRadius: vars.radius.md,
  background: `linear-gradient(135deg, ${vars.color.navyLight}, ${vars.color.navy})`,
  boxShadow: vars.shadow.raised,
  // Unseen on screen; forced colours draw borders in the system's colour, and the box keeps an
  // edge when its gradient and shadow are dropped (with no player yet it would be a caption alone).
  border: "1px solid transparent",
});
export const player = style({ position: "absolute", inset: 0, width: "100%", height: "100%", border: 0 });
export const placeholder = style({
  position: "absolute",
  inset: 0,
  display: "grid",
  placeItems: "center",
  margin: 0,
  padding: vars.space.lg,
  textAlign: "center",
  color: "#dbe4ee",
  fontWeight: 600,
});

// Screen only: nothing plays or moves on paper.
globalStyle(frame, { "@media": { print: { display: "none" } } });
