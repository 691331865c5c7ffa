/**
 * The site's links as the server renders them. On a page that hydrates, Remix's own (the
 * browser takes them over). On a page that does not, a plain <a>: nothing will ever navigate
 * it on the client, and Remix's link resolves its path against the route tree for each one,
 * a fifth of such a page's render (decision 046). NavLink's marks for the current page
 * (aria-current="page" and the "active" class) are worked out as Remix does, from the path.
 */
import { Link as RemixLink, NavLink as RemixNavLink, useLocation } from "@remix-run/react";
import { useContext, type AnchorHTMLAttributes, type ComponentProps } from "react";
import { HydrateContext } from "~/lib/hydrate";

/** What the site's links use: an address as a string, and Remix's two options that matter when hydrated. */
type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  prefetch?: ComponentProps<typeof RemixLink>["prefetch"];
  preventScrollReset?: boolean;
};
type NavLinkProps = Omit<LinkProps, "preventScrollReset"> & { end?: boolean };

export function Link({ to, prefetch, preventScrollReset, children, ...rest }: LinkProps) {
  if (useContext(HydrateContext).hydrate)
    return (
      <RemixLink to={to} prefetch={prefetch} preventScrollReset={preventScrollReset} {...rest}>
        {children}
      </RemixLink>
    );
  return (
    <a {...rest} href={to}>
      {children}
    </a>
  );
}

export function NavLink({ to, prefetch, className, end, children, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  if (useContext(HydrateContext).hydrate)
    return (
      <RemixNavLink to={to} prefetch={prefetch} className={className} end={end} {...rest}>
        {children}
      </RemixNavLink>
    );
  const path = to.split(/[?#]/)[0] ?? to;
  // Where a page under `path` has its slash: after it, or at its own last character (/painter/).
  const slash = path !== "/" && path.endsWith("/") ? path.length - 1 : path.length;
  const current =
    pathname === path || (!end && path !== "/" && pathname.startsWith(path) && pathname.charAt(slash) === "/");
  return (
    <a
      {...rest}
      aria-current={current ? "page" : undefined}
      className={[className, current ? "active" : null].filter(Boolean).join(" ") || undefined}
      href={to}
    >
      {children}
    </a>
  );
}
