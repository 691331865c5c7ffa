import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";
import { buttonReset, navText } from "../NavLinks/NavLinks.css";

/**
 * From lg the whole row. Below lg the Menu button (MobileNav) takes the links' place and this
 * nav keeps only its Apply Now, beside the Menu button: one tap from every page on a phone,
 * before hydration too (a plain link), and no script added for it (the same link,
 * shown by CSS). It may shrink, and its padding does at 320px, so the Menu button stays whole.
 */
export const desktopNav = style({
  display: "flex",
  alignItems: "center",
  marginLeft: "auto",
  minWidth: 0,
  "@media": { [media.lg]: { gap: vars.space.lg, marginLeft: 0 }, [media.print]: { display: "none" } },
});

export const desktopList = style({
  display: "none",
  alignItems: "center",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { [media.lg]: { display: "flex" } },
});

// A phone's Apply Now: a smaller pill than the desktop's, so logo, Apply Now and Menu fit 320px.
globalStyle(`${desktopNav} > a`, {
  "@media": { [media.belowLg]: { paddingInline: vars.space.md, whiteSpace: "nowrap" } },
});
globalStyle(`${desktopNav} > a`, {
  "@media": { [media.belowSm]: { paddingInline: "0.75rem" } },
});

export const dropdownItem = style({ position: "relative" });
export const dropdown = style({});

export const topLink = style({
  ...navText,
  selectors: {
    "&:hover": { background: vars.color.navyLight },
    '&[aria-current="page"]': { boxShadow: `inset 0 -3px 0 ${vars.color.amber}` },
  },
});

export const summary = style({
  ...navText,
  ...buttonReset,
  fontWeight: 600,
  listStyle: "none",
  gap: vars.space.sm,
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::after": {
      content: '""',
      width: "0.5rem",
      height: "0.5rem",
      borderRight: "2px solid currentColor",
      borderBottom: "2px solid currentColor",
      transform: "translateY(-25%) rotate(45deg)",
      transition: "transform 150ms ease",
    },
    "&:hover": { background: vars.color.navyLight },
    [`${dropdown}[open] > &::after, &[aria-expanded="true"]::after`]: { transform: "translateY(25%) rotate(225deg)" },
  },
  // Drawn as text on screen; forced colours drop its hover tone, so it shows a button's edge.
  "@media": { [media.forcedColors]: { border: "1px solid ButtonText" } },
});

export const dropdownPanel = style({
  position: "absolute",
  top: "calc(100% + 0.75rem)",
  left: "-1rem",
  width: "min(44rem, 90vw)",
  padding: vars.space.lg,
  background: vars.color.paper,
  color: vars.color.ink,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  borderTop: `4px solid ${vars.color.amber}`,
  // Its edge was the shadow, which forced colours drop: a border there instead.
  "@media": { [media.forcedColors]: { border: "2px solid CanvasText" } },
});

export const closeButton = style({ marginTop: vars.space.md });
