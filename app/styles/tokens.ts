/**
 * Design tokens as plain data, so both CSS (theme.css.ts) and code (media queries in
 * components, tests of contrast) read one source. A construction palette: deep navy,
 * high-vis amber and safety orange, on warm off-white.
 */
export const tokens = {
  color: {
    navy: "#0d2137",
    navyLight: "#16324f",
    amber: "#ffb81c",
    amberDark: "#e59a00",
    /** Amber that reads as text on paper and sand (6.3:1 on white): star ratings. */
    amberInk: "#8a5300",
    orange: "#c2410c",
    ink: "#17202a",
    inkMuted: "#4a5563",
    paper: "#ffffff",
    sand: "#f6f3ee",
    line: "#d9dee5",
    link: "#0b57a4",
    success: "#15803d",
    focus: "#ffb81c",
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    heading: '"Arial Black", "Helvetica Neue", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  },
  fontSize: {
    small: "0.875rem",
    body: "1rem",
    lead: "1.1875rem",
    h3: "1.25rem",
    h2: "clamp(1.5rem, 1.2rem + 1.4vw, 2.25rem)",
    h1: "clamp(2rem, 1.4rem + 3vw, 3.5rem)",
  },
  space: {
    xs: "0.25rem",
    sm: "0.5rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2.5rem",
    xxl: "4rem",
  },
  radius: { sm: "4px", md: "8px", lg: "16px", pill: "999px" },
  shadow: {
    card: "0 1px 2px rgb(13 33 55 / 0.08), 0 4px 16px rgb(13 33 55 / 0.08)",
    raised: "0 8px 32px rgb(13 33 55 / 0.18)",
  },
  layout: { maxWidth: "76rem", gutter: "clamp(1rem, 4vw, 2rem)", headerHeight: "4.5rem", audienceBarHeight: "2.5rem" },
} as const;

/**
 * Breakpoints, mobile first (min-width), in px at the browser's default text size. The media
 * queries are written in em, which follow the visitor's text-size setting: with text at 200%
 * a 1280px window gets the 640px layout (menu button, fewer columns), so nothing runs off
 * the side (WCAG 1.4.4). At the default size 1em is 16px and nothing changes.
 */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;
const minWidth = (px: number) => `screen and (min-width: ${px / 16}em)`;
export const media = {
  sm: minWidth(breakpoints.sm),
  md: minWidth(breakpoints.md),
  lg: minWidth(breakpoints.lg),
  xl: minWidth(breakpoints.xl),
  /** Below sm: a phone held upright, where the header's logo, Apply Now and Menu share the bar. */
  belowSm: `screen and (max-width: ${(breakpoints.sm - 0.02) / 16}em)`,
  /** Below md: one column of cards, which home lays out tighter. */
  belowMd: `screen and (max-width: ${(breakpoints.md - 0.02) / 16}em)`,
  /** Below lg: where the header shows the Menu button instead of the desktop links. */
  belowLg: `screen and (max-width: ${(breakpoints.lg - 0.02) / 16}em)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
  /** High-contrast modes (Windows Contrast themes): the browser forces the page's colours. */
  forcedColors: "(forced-colors: active)",
  print: "print",
} as const;
