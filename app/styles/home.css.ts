import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { media } from "./tokens";
import { balanceLastRow } from "./balanced-grid";
import {
  card as infoCard,
  icon as infoIcon,
  text as infoText,
  title as infoTitle,
} from "../components/CardGrid/CardGrid.css";
import { number as stepNumber, step } from "../components/Steps/Steps.css";
import { description as tradeDescription } from "../components/TradeCard/TradeCard.css";
import { header as sectionHeader } from "../components/Section/Section.css";
import { grid as infoGrid } from "../components/CardGrid/CardGrid.css";

export const tradeGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.lg,
  // On a phone the four popular trades are one row that scrolls sideways within itself (the
  // page does not: it is the row's own box that scrolls, and it holds what it positions), the
  // next card peeking in at the edge: one card's height instead of four (2,519px at 390).
  "@media": {
    [media.belowMd]: {
      position: "relative",
      gridAutoFlow: "column",
      gridAutoColumns: "min(82%, 20rem)",
      gap: vars.space.md,
      overflowX: "auto",
      overscrollBehaviorX: "contain",
      scrollSnapType: "x mandatory",
      paddingBottom: vars.space.md,
    },
  },
});
globalStyle(`${tradeGrid} > li`, { "@media": { [media.belowMd]: { scrollSnapAlign: "start" } } });
balanceLastRow(tradeGrid, { md: 2, xl: 4 });

export const story = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "center",
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 22rem) 1fr" } },
});
export const quote = style({ margin: 0 });
globalStyle(`${quote} blockquote`, {
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: "clamp(1.25rem, 1rem + 1vw, 1.75rem)",
  lineHeight: 1.3,
  color: vars.color.navy,
});
globalStyle(`${quote} figcaption`, { marginTop: vars.space.md, color: vars.color.inkMuted, fontWeight: 600 });
export const more = style({ display: "inline-block", marginTop: vars.space.lg, fontWeight: 700 });

export const about = style({ maxWidth: "46rem", fontSize: vars.fontSize.lead });

/** The three Why Choose reasons under the four benefits: a short list, not another row of cards. */
export const reasons = style({
  display: "grid",
  gap: vars.space.sm,
  margin: `${vars.space.lg} 0 0`,
  paddingLeft: "1.25rem",
  maxWidth: "60rem",
  "@media": { [media.lg]: { gridTemplateColumns: "repeat(3, 1fr)", gap: vars.space.xl } },
});

// Home at most 8,000px tall on a 390px phone (it was 10,511 scrolled through), every
// band still doing its job. Popular trades: the figures, their source and the way to the trade;
// what each trade is about is its own page's first paragraph, one tap on, and the listing's.
globalStyle(`${tradeGrid} ${tradeDescription}`, { display: "none" });
// Home's bands on a phone: a little less air between a band's heading and what it holds.
globalStyle(`:is(#claims, #process, #why, #featured-trades, #story, #about, #gallery) ${sectionHeader}`, {
  "@media": { [media.belowMd]: { marginBottom: vars.space.lg } },
});
// The four benefits on a phone: the icon beside the title, not above it.
globalStyle(`#benefits ${infoGrid}`, { "@media": { [media.belowMd]: { gap: vars.space.md } } });
globalStyle(`#benefits ${infoCard}`, {
  "@media": {
    [media.belowMd]: {
      display: "grid",
      gridTemplateColumns: "auto 1fr",
      alignItems: "center",
      columnGap: vars.space.md,
      padding: vars.space.md,
    },
  },
});
globalStyle(`#benefits ${infoIcon}`, { "@media": { [media.belowMd]: { width: "2.5rem", height: "2.5rem" } } });
globalStyle(`#benefits ${infoTitle}`, { "@media": { [media.belowMd]: { margin: 0 } } });
globalStyle(`#benefits ${infoText}`, { "@media": { [media.belowMd]: { gridColumn: "1 / -1" } } });
// The five steps on a phone: each number beside its title.
globalStyle(`#process ${step}`, {
  "@media": { [media.belowMd]: { padding: vars.space.md, paddingLeft: "3.75rem" } },
});
globalStyle(`#process ${stepNumber}`, { "@media": { [media.belowMd]: { top: vars.space.md, left: vars.space.md } } });
