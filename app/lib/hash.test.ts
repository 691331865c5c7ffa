import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sha256Base64 } from "./hash";

// Node's own crypto is the reference: the expected digests are not computed by the code under test.
const reference = (data: string | Uint8Array) => createHash("sha256").update(data).digest("base64");

describe("sha256Base64", () => {
  it("gives the same digest for a string, its bytes and their ArrayBuffer", async () => {
    const text = "<script>alert('ü')</script>";
    const bytes = new TextEncoder().encode(text);
    expect(await sha256Base64(text)).toBe(reference(text));
    expect(await sha256Base64(bytes)).toBe(reference(text));
    expect(await sha256Base64(bytes.buffer)).toBe(reference(text));
  });

  it("is 44 base64 characters ending in one '=' (32 bytes)", async () => {
    // The SHA-256 of the empty string, as published (FIPS 180-2 test vectors, in base64).
    expect(await sha256Base64("")).toBe("47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
  });
});
