import { inject } from "vitest";

export const baseUrl = () => inject("baseUrl");

/**
 * fetch against the built worker, never following redirects (we assert them). The path is
 * appended as text, so "//host" stays a path on our server instead of becoming a host.
 *
 * A request other than GET or HEAD goes on a connection of its own (`Connection: close`): the
 * worker answers it (405) without reading its body, and workerd then closes that connection, so
 * a pooled fetch could hand the closing socket to the next request ("TypeError: fetch failed …
 * other side closed", once in CI on a DELETE after a PUT).
 */
export const get = (path: string, init: RequestInit = {}) => {
  const method = (init.method ?? "GET").toUpperCase();
  const headers = new Headers(init.headers);
  if (method !== "GET" && method !== "HEAD") headers.set("connection", "close");
  return fetch(`${baseUrl()}${path}`, { redirect: "manual", ...init, headers });
};
