import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  padding: `0.625rem 1.25rem`,
  borderRadius: vars.radius.pill,
  border: "2px solid transparent",
  fontFamily: "inherit",
  fontWeight: 700,
  fontSize: vars.fontSize.body,
  cursor: "pointer",
  lineHeight: 1.2,
  textDecoration: "none",
  textAlign: "center",
  transition: "background-color 120ms ease, color 120ms ease, border-color 120ms ease",
  selectors: { "&:hover": { textDecoration: "none" } },
  // A call to action is a control: nothing to press on paper.
  "@media": { print: { display: "none" } },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.amber,
    color: vars.color.navy,
    selectors: { "&:hover": { background: vars.color.amberDark } },
  },
  secondary: {
    background: vars.color.navy,
    color: vars.color.paper,
    selectors: { "&:hover": { background: vars.color.navyLight } },
  },
  outline: {
    background: "transparent",
    color: vars.color.navy,
    borderColor: vars.color.navy,
    selectors: { "&:hover": { background: vars.color.navy, color: vars.color.paper } },
  },
  outlineLight: {
    background: "transparent",
    color: vars.color.paper,
    borderColor: vars.color.paper,
    selectors: { "&:hover": { background: vars.color.paper, color: vars.color.navy } },
  },
});
