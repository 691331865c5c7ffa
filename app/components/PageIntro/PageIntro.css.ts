import { style } from "@vanilla-extract/css";
import { eyebrowText } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";

export const intro = style({
  background: `linear-gradient(135deg, ${vars.color.navy} 0%, ${vars.color.navyLight} 100%)`,
  color: vars.color.paper,
  paddingBlock: "clamp(2.5rem, 7vw, 5rem)",
  "@media": { print: { paddingBlock: "0.75rem" } },
});
export const grid = style({ display: "grid", gap: vars.space.xl, alignItems: "center" });
/**
 * The words' column keeps to the top of its row. The browser draws a page while it is still
 * arriving, and the words come before the picture or player beside them: centred, they would
 * move down when a taller picture arrived. The picture or player, arriving second, is centred.
 */
export const text = style({ alignSelf: "start" });
export const withMedia = style({ "@media": { [media.lg]: { gridTemplateColumns: "1fr 1fr" } } });
/** A banner picture's column is at most 22rem: the heading and the lead keep most of their width. */
export const withBanner = style({
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, min(22rem, 36%))" } },
});
export const eyebrow = style({ ...eyebrowText, margin: `0 0 ${vars.space.sm}`, color: vars.color.amber });
export const heading = style({
  color: vars.color.paper,
  maxWidth: "20ch",
  // A heading focused on arrival (headingProps) is where reading starts, not a control: no ring.
  selectors: { '&[tabindex="-1"]:focus': { outline: "none", boxShadow: "none" } },
});
export const lead = style({ maxWidth: "40rem", fontSize: vars.fontSize.lead, color: "#dbe4ee" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, marginTop: vars.space.lg });

/**
 * The banner picture's cell: wide screens only (on a phone it is not displayed, so its lazy
 * image is never fetched, and on paper it is left out).
 */
export const banner = style({
  display: "none",
  "@media": {
    [media.lg]: { display: "block" },
    print: { display: "none" },
  },
});
/** The picture at 4:3 across its column: its size never waits for the file (no shift). */
export const bannerPicture = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});
