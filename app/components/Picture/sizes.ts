/**
 * How wide each kind of picture slot is drawn, as an HTML `sizes` value: the browser picks
 * from a photo's widths before it has laid out the page, so it is told here. The figures follow
 * the slots' styles (the page column is at most 76rem; breakpoints from app/styles/tokens.ts).
 */

// The breakpoints of app/styles/tokens.ts (sm 480, md 768, lg 1024 px, in em), written out:
// importing the tokens brought all of them into home's first-load JavaScript, over its budget.
// tests/unit/picture-sizes.test.ts holds these to the tokens.
export const sm = "(min-width: 30em)";
export const md = "(min-width: 48em)";
export const lg = "(min-width: 64em)";

/**
 * The page's column on a phone: the window less a gutter each side (app/styles/tokens.ts's
 * `clamp(1rem, 4vw, 2rem)`, 4vw from 400 to 800 px; below 400 px this is a few pixels over).
 * Saying 100vw made a 412 px phone at 1.75× ask for 721 device pixels where 663 are drawn,
 * one more than the 720 px copy has.
 */
const column = "92vw";

export const SIZES = {
  /** Post and story cards: one column, then two, then three across the page. */
  cardOfThree: `${lg} 25rem, ${md} 50vw, ${column}`,
  /** A grid of four across at large widths (CardGrid's 4). */
  cardOfFour: `${lg} 19rem, ${md} 50vw, ${column}`,
  /** Carousel slides: 2, 3, then 5 per view (Carousel.css.ts). */
  slide: `${lg} 20vw, ${md} 33vw, 50vw`,
  /** Half the page's column from lg (home's video beside its intro), else the window. */
  halfColumn: `${lg} 38rem, ${column}`,
  /** A page's banner picture: shown only from lg, in a column of at most 22rem (PageIntro.css.ts). */
  banner: `${lg} 22rem, 100vw`,
  /** An article's column beside its 20rem sidebar. */
  article: `${lg} 54rem, ${column}`,
  /** The staff card's photo: its own 12rem column from sm, else the page's column. */
  staff: `${sm} 12rem, ${column}`,
  /** Partner logos: 2, 4, then 6 across. */
  logo: `${lg} 12rem, ${md} 25vw, 50vw`,
  /** The sidebar's thumbnails. */
  thumbnail: "5rem",
  /** A testimonial's round photo. */
  avatar: "3.5rem",
} as const;
export type SizesName = keyof typeof SIZES;
