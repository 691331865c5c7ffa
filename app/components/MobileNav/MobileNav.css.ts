import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";
import { buttonReset, menuLink } from "../NavLinks/NavLinks.css";

/** Below lg only: from lg the bar shows DesktopNav instead. */
export const mobileMenu = style({
  "@media": { [media.lg]: { display: "none" }, [media.print]: { display: "none" } },
});

export const menuButton = style({
  background: "transparent",
  font: "inherit",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  padding: `0 ${vars.space.md}`,
  border: `2px solid ${vars.color.paper}`,
  borderRadius: vars.radius.pill,
  color: vars.color.paper,
  fontWeight: 700,
  cursor: "pointer",
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});

export const burger = style({
  width: "1.1rem",
  height: "2px",
  background: "currentColor",
  boxShadow: "0 -6px 0 currentColor, 0 6px 0 currentColor",
  // Forced colours drop box-shadows and backgrounds, and the three bars with them: keep
  // them, drawn in the system's button text colour (currentColor would still be our white).
  "@media": {
    [media.forcedColors]: {
      forcedColorAdjust: "none",
      background: "ButtonText",
      boxShadow: "0 -6px 0 ButtonText, 0 6px 0 ButtonText",
    },
  },
});

export const mobilePanel = style({
  position: "absolute",
  insetInline: 0,
  top: "100%",
  // The open menu fills the screen below the header, so no page is left showing beside it to
  // tap (SiteHeader.css.ts hides the page behind it). dvh follows a phone's toolbars; vh
  // before it.
  height: [`calc(100vh - ${vars.layout.headerHeight})`, `calc(100dvh - ${vars.layout.headerHeight})`],
  overflowY: "auto",
  padding: `${vars.space.md} ${vars.layout.gutter} ${vars.space.xl}`,
  background: vars.color.paper,
  color: vars.color.ink,
  borderBottom: `4px solid ${vars.color.amber}`,
  boxShadow: vars.shadow.raised,
  "@media": { [media.forcedColors]: { border: "2px solid CanvasText" } },
});

export const mobileTrades = style({
  borderBottom: `1px solid ${vars.color.line}`,
  paddingBottom: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const mobileSummary = style({
  ...buttonReset,
  width: "100%",
  padding: 0,
  textAlign: "left",
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::after": { content: '"+" / ""', fontSize: "1.5rem", lineHeight: 1, color: vars.color.orange },
    '&[aria-expanded="true"]::after, details[open] > &::after': { content: '"−" / ""' },
  },
  fontSize: vars.fontSize.lead,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  minHeight: "2.75rem",
  fontWeight: 700,
  cursor: "pointer",
  color: vars.color.navy,
});

// The open state is the <details>' open attribute before hydration, aria-expanded after.
export const whenClosed = style({});
export const whenOpen = style({ display: "none" });
globalStyle(`details[open] > ${menuButton} > ${whenClosed}, ${menuButton}[aria-expanded="true"] > ${whenClosed}`, {
  display: "none",
});
globalStyle(`details[open] > ${menuButton} > ${whenOpen}, ${menuButton}[aria-expanded="true"] > ${whenOpen}`, {
  display: "inline",
});

export const audienceMenu = style({
  borderBottom: `1px solid ${vars.color.line}`,
  paddingBottom: vars.space.sm,
  marginBottom: vars.space.sm,
});

globalStyle(`${mobilePanel} ${menuLink}`, { paddingBlock: "0.6rem" });
