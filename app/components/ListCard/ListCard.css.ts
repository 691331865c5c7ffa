import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { surface } from "../../styles/layout.css";

export const card = style([
  surface,
  {
    padding: vars.space.lg,
  },
]);
export const heading = style({ display: "flex", alignItems: "center", gap: vars.space.sm, fontSize: vars.fontSize.h3 });
export const icon = style({ color: vars.color.orange, display: "inline-flex" });
export const list = style({ margin: 0, paddingLeft: "1.25rem" });
globalStyle(`${list} li + li`, { marginTop: vars.space.sm });
globalStyle(`${list} li::marker`, { color: vars.color.orange });
