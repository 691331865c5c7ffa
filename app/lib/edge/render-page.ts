/**
 * A fresh render: the stylesheet, Remix, then this build's headers and the ETag. HEAD is
 * rendered as GET, so both carry the same status and headers. `changesAt` (the content's next
 * change, read before the render) becomes the page's Expires, so no cache keeps it past then.
 */
import { CACHE_CONTROL } from "../http";
import { etagOf } from "./conditional";
import { memoryExpiry } from "./memory-cache";
import { applyPolicy, stampChange } from "./page-policy";
import type { Stylesheet } from "./stylesheet";

/** What renders a page: Remix's request handler, with the inlined stylesheet in its load context. */
export type RenderPage = (request: Request, loadContext: { css: string | null }) => Promise<Response>;

/** The page as sent, and until when it may be kept (null: never). */
export type Rendered = { response: Response; keepUntil: number | null };

export async function renderPage(
  render: RenderPage,
  request: Request,
  { css, degraded }: Stylesheet,
  changesAt: number | null = null,
): Promise<Rendered> {
  const rendered = await render(new Request(request, { method: "GET" }), { css });
  const body = await rendered.arrayBuffer();
  const headers = new Headers(rendered.headers);
  stampChange(headers, rendered.status, changesAt);
  const renderedAt = Date.now();
  applyPolicy(headers, rendered.status, renderedAt);
  if (rendered.status === 200) headers.set("ETag", await etagOf(body));
  if (degraded) headers.set("Cache-Control", CACHE_CONTROL.none); // a page without its inlined styles is not kept
  const response = new Response(body, { status: rendered.status, statusText: rendered.statusText, headers });
  const expires = memoryExpiry(headers, renderedAt);
  const keep = response.status === 200 && !degraded && !headers.has("Set-Cookie") && expires > renderedAt;
  return { response, keepUntil: keep ? expires : null };
}
