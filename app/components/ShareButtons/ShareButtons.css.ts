import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const share = style({});
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});
export const button = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: `0 ${vars.space.md}`,
  border: `2px solid ${vars.color.navy}`,
  borderRadius: vars.radius.pill,
  background: vars.color.paper,
  color: vars.color.navy,
  font: "inherit",
  fontWeight: 700,
  fontSize: vars.fontSize.small,
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.navy, color: vars.color.paper } },
});
export const pending = style({ visibility: "hidden" });
export const status = style({
  minHeight: "1.5em",
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.fontSize.small,
  color: vars.color.success,
});
export const error = style([status, { color: "#b42318", overflowWrap: "anywhere" }]);

// Screen only: nothing plays or moves on paper.
globalStyle(share, { "@media": { print: { display: "none" } } });
