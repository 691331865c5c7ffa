import { style } from "@vanilla-extract/css";

/** The island's root element adds no box: the layout sees the component's own elements. */
export const island = style({ display: "contents" });
