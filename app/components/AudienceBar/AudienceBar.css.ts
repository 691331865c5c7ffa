import { globalStyle, style } from "@vanilla-extract/css";
import { container } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";
import { audienceHint, audienceLabel, menuLink, navText } from "../NavLinks/NavLinks.css";

/** Wide screens only: below lg the audiences are the top of the mobile menu (MobileNav). */
export const audienceBar = style({
  display: "none",
  borderTop: "1px solid rgb(255 255 255 / 0.15)",
  "@media": { [media.lg]: { display: "block" }, [media.print]: { display: "none" } },
});
export const audienceNav = style([
  container,
  { display: "flex", alignItems: "center", gap: vars.space.md, minHeight: vars.layout.audienceBarHeight },
]);
export const audienceBarLabel = style({ fontSize: vars.fontSize.small, color: "#dbe4ee" });
export const audienceList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
// The row's links are the menu's LinkList, restyled here: one component for both.
globalStyle(`${audienceList} ${menuLink}`, {
  ...navText,
  minHeight: "2.25rem",
  fontWeight: 600,
  fontSize: vars.fontSize.small,
  padding: `0 ${vars.space.sm}`,
});
globalStyle(`${audienceList} ${menuLink}:hover`, {
  background: vars.color.navyLight,
  color: vars.color.paper,
  textDecoration: "underline",
});
globalStyle(`${audienceList} ${menuLink}[aria-current="page"]`, {
  fontWeight: 600,
  color: vars.color.paper,
  boxShadow: `inset 0 -3px 0 ${vars.color.amber}`,
});
globalStyle(`${audienceList} ${audienceHint}`, { display: "none" });
globalStyle(`${audienceList} ${audienceLabel}`, { color: "inherit", fontWeight: "inherit" });
