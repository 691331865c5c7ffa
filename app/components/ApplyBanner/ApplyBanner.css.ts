import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";
import { container } from "../../styles/layout.css";

export const banner = style({
  background: vars.color.amber,
  color: vars.color.navy,
  paddingBlock: "clamp(2rem, 5vw, 3.5rem)",
});
export const inner = style([
  container,
  {
    display: "grid",
    gap: vars.space.lg,
    alignItems: "center",
    "@media": { [media.md]: { gridTemplateColumns: "1fr auto" } },
  },
]);
export const heading = style({ color: vars.color.navy, marginBottom: vars.space.sm });
export const text = style({ margin: 0, maxWidth: "40rem", fontSize: vars.fontSize.lead });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md });
