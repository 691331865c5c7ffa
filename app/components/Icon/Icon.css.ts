import { style } from "@vanilla-extract/css";

/** The sprite takes no space and is never seen; its symbols are drawn where <use> points. */
export const sprite = style({ position: "absolute", width: 0, height: 0, overflow: "hidden" });
