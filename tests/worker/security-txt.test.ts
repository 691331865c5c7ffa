// /.well-known/security.txt (RFC 9116) as the built worker serves it: plain text with Contact,
// Expires, Preferred-Languages and Canonical. The expected values are the pinned site settings'
// (tests/fixtures/content/settings.yaml: the program e-mail and securityExpires) and the
// developers' origin in wrangler.toml, written here by hand.
import { describe, expect, it } from "vitest";
import { get } from "./support";

const PATH = "/.well-known/security.txt";

describe("/.well-known/security.txt", () => {
  it("answers plain text with the four fields, in RFC 9116's form", async () => {
    const response = await get(PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe(
      [
        "Contact: mailto:hello@example.com",
        "Expires: 2027-11-30T23:59:59Z",
        "Preferred-Languages: en",
        "Canonical: https://www.borntobuild.example.com/.well-known/security.txt",
        "",
      ].join("\n"),
    );
  });

  it("is one address: another spelling is sent to it, never answered under its own", async () => {
    for (const path of [`${PATH}/`, "/.well-known/Security.txt", "/.WELL-KNOWN/security.txt"]) {
      const response = await get(path, { redirect: "manual" });
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe(PATH);
    }
  });
});
