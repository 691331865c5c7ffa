/**
 * A local server in front of the built worker that sends one page's HTML a band at a time: the
 * document is cut after each `</section>`, and the next piece goes out only when the test says
 * the browser has drawn the last one. A real phone on a real network draws whatever part of the
 * page has arrived; this makes the worst case (a frame between every two bands) happen every
 * time instead of in one load out of three. Every other request is passed through whole.
 */
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Called after the piece ending with the `written`-th `</section>` has gone out; resolves once
 * it has been drawn, to false when the rest may come at once (it would arrive out of sight).
 */
export type Drawn = (written: number) => Promise<boolean>;

export type Trickle = {
  /** The server's origin: the page must be loaded from here (and only here counts as local). */
  origin: string;
  /** The next request for `path` gets its HTML a band at a time, waiting on `drawn` after each. */
  trickle(path: string, drawn: Drawn): Promise<void>;
  close(): Promise<void>;
};

const DROPPED = new Set(["content-encoding", "content-length", "transfer-encoding", "connection"]);

async function sendInPieces(html: string, res: ServerResponse, drawn: Drawn) {
  const cuts = [...html.matchAll(/<\/section>/g)].map((m) => m.index + m[0].length);
  let at = 0;
  for (const [i, cut] of cuts.entries()) {
    res.write(html.slice(at, cut));
    at = cut;
    if (!(await drawn(i + 1))) break;
  }
  res.end(html.slice(at));
}

export async function startTrickle(upstream: string): Promise<Trickle> {
  const waiting = new Map<string, { drawn: Drawn; sent: () => void; failed: (error: unknown) => void }>();
  const server = createServer((req, res) => {
    const url = req.url ?? "/";
    const pending = waiting.get(url);
    waiting.delete(url);
    void (async () => {
      const answer = await fetch(new URL(url, upstream), {
        headers: { accept: req.headers.accept ?? "*/*" },
        redirect: "manual",
      });
      const headers = [...answer.headers].filter(([name]) => !DROPPED.has(name));
      res.writeHead(answer.status, Object.fromEntries(headers));
      const body = Buffer.from(await answer.arrayBuffer());
      if (!pending) return void res.end(body);
      await sendInPieces(body.toString("utf8"), res, pending.drawn);
      pending.sent();
    })().catch((error: unknown) => {
      // Never a hang: the browser gets a 502 and the test waiting on this page fails with the error.
      if (!res.headersSent) res.writeHead(502);
      res.end(String(error));
      pending?.failed(error);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    trickle: (path, drawn) =>
      new Promise<void>((sent, failed) => {
        waiting.set(path, { drawn, sent, failed });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
