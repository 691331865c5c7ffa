import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { container, renderWhenNearRules } from "../../styles/layout.css";

// On paper a band is set off by a little space, not a screen's worth of it.
const band = style({ paddingBlock: "clamp(2.5rem, 6vw, 4.5rem)", "@media": { print: { paddingBlock: "0.75rem" } } });

export const tone = styleVariants({
  plain: [band, { background: vars.color.paper }],
  muted: [band, { background: vars.color.sand }],
  dark: [band, { background: vars.color.navy, color: vars.color.paper }],
  accent: [band, { background: vars.color.amber, color: vars.color.navy }],
});

/**
 * Which bands wait until they are near the viewport (renderWhenNearRules): a light band
 * followed by another light band, and no other. While a band is skipped it is a placeholder
 * of a guessed height, and what it holds is clipped to that box but still measured by axe
 * (Lighthouse's accessibility audit runs on the unscrolled page): on a phone many bands are
 * taller than the guess, so their lower part lies over the band after. Over a light band, ink
 * on white or sand reads as it will; over a navy or amber one (the RISE band, home's About)
 * or the navy footer it does not: /info-for-parents-guardians at 412px had Marcus's phone and
 * e-mail links read as blue on navy (2.25:1). So a band followed by a dark or amber band, the
 * last band (the footer follows) and the dark and amber bands themselves are laid out from
 * the start. `:where` keeps this rule's weight at one class, so a band that opts out of
 * skipping with `&&` (the quiz's results, the explorer's charts) still wins.
 *
 * Nor is a band among the first three of its parent (the page intro and the two bands after
 * it): those are on the first screen, and `:has(+ …)` only matches once the next band has
 * arrived. A band drawn while the page was still arriving then became a skipped placeholder
 * for a frame, and everything under it jumped (/blog at 390px: the posts moved 318px, in a
 * third of loads on a slow phone; tests/e2e/arriving.spec.ts).
 */
const light = [tone.plain, tone.muted];
globalStyle(
  light.flatMap((a) => light.map((b) => `${a}:has(+ :where(${b})):not(:where(:nth-child(-n + 3)))`)).join(", "),
  renderWhenNearRules,
);

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
