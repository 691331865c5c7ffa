import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const logo = style({ height: "2.75rem", width: "auto" });
const word = style({ fontFamily: vars.font.heading, fontWeight: 900, fontSize: "20px", letterSpacing: "0.04em" });
export const wordDark = style([word, { fill: vars.color.paper }]);
export const wordLight = style([word, { fill: vars.color.navy }]);
