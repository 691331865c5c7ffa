import { PAGE_PATHS } from "~content/routes";
import { postPath } from "~content/paths";
import { CONTENT_UPDATED } from "~content/site";
import { canonicalUrl } from "~/lib/seo.server";
import { publishedPosts, unpublishedPaths } from "~/lib/content.server";

// Every canonical page, nothing that redirects or 404s (app/content/routes.ts is the list), so no
// post scheduled for later: those 404 until their moment.
export const loader = () => {
  const now = Date.now();
  const postDates = new Map(publishedPosts(now).map((post) => [postPath(post), post.date]));
  const later = unpublishedPaths(now);
  const urls = PAGE_PATHS.filter((path) => !later.has(path)).map(
    (path) =>
      `  <url><loc>${canonicalUrl(path)}</loc><lastmod>${postDates.get(path) ?? CONTENT_UPDATED}</lastmod></url>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
