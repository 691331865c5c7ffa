import { notFound } from "~/lib/page.server";

// Every path no other route claims. Legacy redirects are answered by the worker before
// Remix runs (app/lib/redirects.ts); what reaches here is unknown: a true 404, rendered
// by the root ErrorBoundary inside the site shell.
export const loader = () => notFound();

export default function CatchAll() {
  return null;
}
