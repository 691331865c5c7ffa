import { canonicalUrl } from "~/lib/seo.server";

export const loader = () =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${canonicalUrl("/sitemap.xml")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
