/** The one theme contract: every colour, size and space in the site's CSS is a var of it. */
import { createGlobalTheme } from "@vanilla-extract/css";
import { tokens } from "./tokens";

export const vars = createGlobalTheme(":root", tokens);
