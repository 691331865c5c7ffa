import { inject } from "vitest";

export const baseUrl = () => inject("baseUrl");

/**
 * fetch against the built worker, never following redirects (we assert them). The path is
 * appended as text, so "//host" stays a path on our server instead of becoming a host.
 */
export const get = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl()}${path}`, { redirect: "manual", ...init });
