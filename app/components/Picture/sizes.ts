/**
 * How wide each kind of picture slot is drawn, as an HTML `sizes` value: the browser picks
 * from a photo's widths before it has laid out the page, so it is told here. The figures follow
 * the slots' styles (the page column is at most 76rem; breakpoints from app/styles/tokens.ts).
 */
import { breakpoints } from "~/styles/tokens";

const from = (px: number) => `(min-width: ${px / 16}em)`;
const md = from(breakpoints.md);
const lg = from(breakpoints.lg);
const sm = from(breakpoints.sm);

export const SIZES = {
  /** Post and story cards: one column, then two, then three across the page. */
  cardOfThree: `${lg} 25rem, ${md} 50vw, 100vw`,
  /** A grid of four across at large widths (CardGrid's 4). */
  cardOfFour: `${lg} 19rem, ${md} 50vw, 100vw`,
  /** Carousel slides: 2, 3, then 5 per view (Carousel.css.ts). */
  slide: `${lg} 20vw, ${md} 33vw, 50vw`,
  /** Half the page's column from lg (home's video beside its intro), else the window. */
  halfColumn: `${lg} 38rem, 100vw`,
  /** An article's column beside its 20rem sidebar. */
  article: `${lg} 54rem, 100vw`,
  /** The staff card's photo: its own 12rem column from sm, else the card's width. */
  staff: `${sm} 12rem, 100vw`,
  /** Partner logos: 2, 4, then 6 across. */
  logo: `${lg} 12rem, ${md} 25vw, 50vw`,
  /** The sidebar's thumbnails. */
  thumbnail: "5rem",
  /** A testimonial's round photo. */
  avatar: "3.5rem",
} as const;
export type SizesName = keyof typeof SIZES;
