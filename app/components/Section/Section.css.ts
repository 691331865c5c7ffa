import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { container, renderWhenNear } from "../../styles/layout.css";

// On paper a band is set off by a little space, not a screen's worth of it.
const band = style([
  renderWhenNear,
  { paddingBlock: "clamp(2.5rem, 6vw, 4.5rem)", "@media": { print: { paddingBlock: "0.75rem" } } },
]);

export const tone = styleVariants({
  plain: [band, { background: vars.color.paper }],
  muted: [band, { background: vars.color.sand }],
  dark: [band, { background: vars.color.navy, color: vars.color.paper }],
  accent: [band, { background: vars.color.amber, color: vars.color.navy }],
});

export const inner = container;
export const header = style({ maxWidth: "46rem", marginBottom: vars.space.xl });
export const heading = style({
  selectors: {
    [`${tone.dark} &`]: { color: vars.color.paper },
    [`${tone.accent} &`]: { color: vars.color.navy },
  },
});
export const lead = style({
  fontSize: vars.fontSize.lead,
  color: vars.color.inkMuted,
  margin: 0,
  selectors: { [`${tone.dark} &`]: { color: "#dbe4ee" }, [`${tone.accent} &`]: { color: vars.color.navy } },
});
