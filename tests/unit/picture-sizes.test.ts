// Picture's `sizes` media conditions are the theme's breakpoints, written out (see sizes.ts).
import { describe, expect, it } from "vitest";
import { lg, md, sm } from "~/components/Picture/sizes";
import { media } from "~/styles/tokens";

describe("Picture's breakpoints", () => {
  it("are the theme's sm, md and lg, as the stylesheets use them", () => {
    expect(media.sm).toBe(`screen and ${sm}`);
    expect(media.md).toBe(`screen and ${md}`);
    expect(media.lg).toBe(`screen and ${lg}`);
  });
});
