// The addresses a page lists for a photo's copies, written as docs/images.md names them:
// /images/v/<where>/<name>-<hash>-<width>.<format>, narrowest first, one candidate per width.
import { describe, expect, it } from "vitest";
import { srcsetOf, variantUrl, type PhotoSources } from "~/lib/photo-sources";

const stem = "/images/v/posts/awards-night-0a1b2c3d4e";
const sources: PhotoSources = { stem, widths: [320, 480, 720], fallback: "png", placeholder: null };

describe("a photo's copies as a page lists them", () => {
  it("names one copy by stem, width and format", () => {
    expect(variantUrl(stem, 720, "webp")).toBe("/images/v/posts/awards-night-0a1b2c3d4e-720.webp");
  });

  it("lists every width of a format, with its width descriptor, in the order made", () => {
    expect(srcsetOf(sources, "avif")).toBe(
      "/images/v/posts/awards-night-0a1b2c3d4e-320.avif 320w, " +
        "/images/v/posts/awards-night-0a1b2c3d4e-480.avif 480w, " +
        "/images/v/posts/awards-night-0a1b2c3d4e-720.avif 720w",
    );
    expect(srcsetOf({ ...sources, widths: [640] }, "png")).toBe("/images/v/posts/awards-night-0a1b2c3d4e-640.png 640w");
  });
});
