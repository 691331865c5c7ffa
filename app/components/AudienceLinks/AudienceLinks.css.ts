import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});
export const link = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.4rem",
  minHeight: "2.75rem",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.amber}`,
  color: vars.color.paper,
  fontWeight: 700,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.amber, color: vars.color.navy } },
});
