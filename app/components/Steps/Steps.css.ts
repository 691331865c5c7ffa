import { style, styleVariants } from "@vanilla-extract/css";
import { visuallyHidden } from "../../styles/layout.css";
import { vars } from "../../styles/theme.css";
import { balanceLastRow } from "../../styles/balanced-grid";

export const srOnly = visuallyHidden;

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  counterReset: "step",
  // Side by side on paper too (print is narrower than the md breakpoint).
  "@media": { print: { gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))" } },
});
// Cards per row chosen by how many steps there are, so rows come out even where they can:
// four as 2 + 2 then one row, five as 3 + 2 then one row (SPEC's five steps), six as 3 + 3.
// Any other count gets rows of 3 then 5, a short last row centred.
export const rows = styleVariants({ four: {}, five: {}, six: {} });
balanceLastRow(rows.four, { md: 2, lg: 4 });
balanceLastRow(rows.five, { md: 3, lg: 5 });
balanceLastRow(rows.six, { md: 3 });

export const tone = styleVariants({
  light: { color: vars.color.ink },
  dark: { color: vars.color.paper },
});

export const step = style({
  position: "relative",
  padding: vars.space.lg,
  paddingTop: "3.25rem",
  "@media": { print: { padding: vars.space.sm, paddingTop: "2.5rem" } },
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  selectors: {
    [`${tone.dark} &`]: { background: vars.color.navyLight, border: "1px solid #2b4a6b" },
  },
});

export const number = style({
  position: "absolute",
  top: vars.space.md,
  left: vars.space.lg,
  display: "grid",
  placeItems: "center",
  width: "2.25rem",
  height: "2.25rem",
  borderRadius: "50%",
  background: vars.color.amber,
  color: vars.color.navy,
  fontWeight: 900,
});

export const title = style({
  fontSize: "1.0625rem",
  margin: `0 0 ${vars.space.xs}`,
  selectors: { [`${tone.dark} &`]: { color: vars.color.paper } },
});
export const text = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.inkMuted,
  selectors: { [`${tone.dark} &`]: { color: "#dbe4ee" } },
});
