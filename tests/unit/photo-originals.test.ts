// A photo's own address sends the browser to one of its copies (scripts/images/attach.ts
// originalsOf): the web editor's thumbnail of a saved photo is drawn from that address.
import { describe, expect, it } from "vitest";
import { originalsOf } from "../../scripts/images/attach";
import type { PhotoVariants } from "../../scripts/images/pipeline";

const copies = (src: string): PhotoVariants => ({
  src,
  width: 1920,
  height: 1080,
  sources: { stem: src.replace(/-\d+\.jpg$/, ""), widths: [640, 1280, 1920], fallback: "jpg", placeholder: null },
});

describe("originalsOf", () => {
  it("sends each photo's address to its fallback copy", () => {
    expect(
      originalsOf(
        new Map([
          ["/images/staff/sam-0a1b2c3d.jpg", copies("/images/v/staff/sam-x-1280.jpg")],
          ["/images/posts/open-day-3f9a1c2b.jpg", copies("/images/v/posts/open-day-y-1280.jpg")],
        ]),
      ),
    ).toEqual([
      ["/images/posts/open-day-3f9a1c2b.jpg", "/images/v/posts/open-day-y-1280.jpg"],
      ["/images/staff/sam-0a1b2c3d.jpg", "/images/v/staff/sam-x-1280.jpg"],
    ]);
  });

  it("prefers the whole photo's copies to a cropped part's, whichever comes first", () => {
    const whole = copies("/images/v/posts/a-whole-1280.jpg");
    const part = copies("/images/v/posts/a-part-1280.jpg");
    const expected = [["/images/posts/a.jpg", whole.src]];
    expect(
      originalsOf(
        new Map([
          ["/images/posts/a.jpg#1600x900", part],
          ["/images/posts/a.jpg", whole],
        ]),
      ),
    ).toEqual(expected);
    expect(
      originalsOf(
        new Map([
          ["/images/posts/a.jpg", whole],
          ["/images/posts/a.jpg#1600x900", part],
        ]),
      ),
    ).toEqual(expected);
  });

  it("takes a cropped part's copies when the photo is only ever cropped", () => {
    const part = copies("/images/v/posts/a-part-1280.jpg");
    expect(originalsOf(new Map([["/images/posts/a.jpg#1600x900", part]]))).toEqual([["/images/posts/a.jpg", part.src]]);
  });
});
