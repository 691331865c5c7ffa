// The sign-in page's one script, run as the browser would run the page's own bytes, with a fake
// opener: Decap's handshake (greet, wait for the editor's answer from this origin, then the
// outcome), and the token sent to this site's origin only, never "*" and never to a stranger.
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { SIGN_IN, readSignInPage } from "../../../tests/fixtures/editor-sign-in";
import { oauthPage } from "./oauth-page";

const ORIGIN = "https://site.test";

type Sent = { data: unknown; targetOrigin: string };
type Listener = (event: { origin: string; source: unknown; data: unknown }) => void;

/** Runs the page's executable script with a window whose opener records what it is sent. */
async function openPage(message: string, { withOpener = true } = {}) {
  const html = await (await oauthPage({ status: 200, title: "Signed in", text: ["Done."], message })).text();
  const { executable } = readSignInPage(html);
  const sent: Sent[] = [];
  const opener = withOpener
    ? { postMessage: (data: unknown, targetOrigin: string) => sent.push({ data, targetOrigin }) }
    : null;
  const listeners: Listener[] = [];
  const window = {
    opener,
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => type === "message" && listeners.push(listener),
  };
  const document = {
    getElementById: (id: string) => {
      const block = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html);
      return block ? { textContent: block[1] } : null;
    },
  };
  expect(executable).toHaveLength(1);
  runInNewContext(executable[0]!, { window, document });
  const receive = (event: { origin: string; source: unknown; data: unknown }) => listeners.forEach((l) => l(event));
  return { sent, opener, receive };
}

describe("the handshake with the editor", () => {
  it("greets the opener on this origin, then answers the editor's reply with the outcome", async () => {
    const { sent, opener, receive } = await openPage(SIGN_IN.success("gho_abc"));
    expect(sent).toEqual([{ data: SIGN_IN.handshake, targetOrigin: ORIGIN }]);
    receive({ origin: ORIGIN, source: opener, data: SIGN_IN.handshake });
    expect(sent).toEqual([
      { data: SIGN_IN.handshake, targetOrigin: ORIGIN },
      { data: SIGN_IN.success("gho_abc"), targetOrigin: ORIGIN },
    ]);
  });

  it.each([
    ["another origin", { origin: "https://evil.test", own: true, data: SIGN_IN.handshake }],
    ["another window on this origin", { origin: ORIGIN, own: false, data: SIGN_IN.handshake }],
    ["another message", { origin: ORIGIN, own: true, data: "authorizing:gitlab" }],
  ])("a reply from %s gets nothing", async (_, { origin, own, data }) => {
    const { sent, opener, receive } = await openPage(SIGN_IN.success("gho_abc"));
    receive({ origin, source: own ? opener : {}, data });
    expect(sent).toEqual([{ data: SIGN_IN.handshake, targetOrigin: ORIGIN }]);
  });

  it("an error reaches the editor the same way, as Decap's error message", async () => {
    const { sent, opener, receive } = await openPage(`${SIGN_IN.errorPrefix}{"message":"No."}`);
    receive({ origin: ORIGIN, source: opener, data: SIGN_IN.handshake });
    expect(sent.at(-1)).toEqual({ data: `${SIGN_IN.errorPrefix}{"message":"No."}`, targetOrigin: ORIGIN });
  });

  it("opened without an editor (no opener), the page only shows its text", async () => {
    const { sent } = await openPage(SIGN_IN.success("gho_abc"), { withOpener: false });
    expect(sent).toEqual([]);
  });
});
