/**
 * Links in the content: internal ones go to a page (not through an old address), outside ones
 * are https:, mailto: or tel:.
 */
import { PAGE_PATH } from "../../app/content/page-paths";
import { tradePath } from "../../app/content/paths";
import { blockUrls } from "../../app/content/prose";
import type { Checking } from "./check-context";
import { oldAddressesIn } from "./check-redirects";
import type { Located } from "./markdown";

export type LinkCheck = {
  /** Old address (a redirect's `from`) → where it goes now. */
  oldAddresses: Map<string, string>;
  checkLink: (relative: string, line: number, url: string, where?: string) => void;
  /** `where`: the field as the editor names it, leading each message (a post's text). */
  checkBlockLinks: (relative: string, located: readonly Located[], where?: string) => void;
};

/** `postSlugs`, `tradeSlugs`: the posts and trades being checked, whose pages exist as soon as they are built. */
export function linkCheck(checking: Checking, postSlugs: readonly string[], tradeSlugs: readonly string[]): LinkCheck {
  const postPaths = new Set(postSlugs.map((slug) => `/blog/${slug}`));
  const pagePaths = new Set([
    ...Object.values(PAGE_PATH),
    ...tradeSlugs.map((slug) => tradePath({ slug })),
    ...postPaths,
  ]);
  const oldAddresses = oldAddressesIn(checking.contentDir);
  const checkLink = (relative: string, line: number, url: string, where?: string) => {
    // The field's place, when given, leads the message: "News posts › <title> › Text of the post: …".
    const add = (file: string, at: number, message: string) =>
      checking.add(file, at, where ? `${where}: ${message}` : message);
    if (url.startsWith("/")) {
      const [path = "", hash] = url.split("#", 2);
      if (hash !== undefined && !/^[a-z0-9-]+$/.test(hash))
        add(relative, line, `the link to ${url}: the part after # must be lower-case letters, digits and hyphens`);
      if (pagePaths.has(path)) return;
      const bare = path.length > 1 ? path.replace(/\/$/, "").toLowerCase() : path;
      const moved = oldAddresses.get(bare);
      if (moved) add(relative, line, `the link to ${url} goes through an old address: link to ${moved} instead`);
      else if (pagePaths.has(bare) || pagePaths.has(`${bare}/`))
        add(relative, line, `the link to ${url} should be written ${pagePaths.has(bare) ? bare : `${bare}/`} exactly`);
      else
        add(
          relative,
          line,
          `the link to ${url} goes to no page on this site (check the spelling; pages are listed in the sitemap)`,
        );
    } else if (!/^(https:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+\d+)$/.test(url)) {
      add(relative, line, `the link to ${url} must start with / (a page of this site), https://, mailto: or tel:`);
    }
  };
  const checkBlockLinks = (relative: string, located: readonly Located[], where?: string) => {
    for (const { block, line } of located)
      if (block.type !== "break") for (const url of blockUrls([block])) checkLink(relative, line, url, where);
  };
  return { oldAddresses, checkLink, checkBlockLinks };
}
