import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { media } from "../../styles/tokens";

export const meta = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md, margin: `0 0 ${vars.space.lg}` });
export const pay = style({ fontSize: vars.fontSize.lead, color: "#dbe4ee" });
export const pair = style({ display: "grid", gap: vars.space.lg, "@media": { [media.md]: { gridTemplateColumns: "1fr 1fr" } } });
