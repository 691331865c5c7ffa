/**
 * What the preview bundle gets for `@remix-run/react` (scripts/editor/preview-build.mjs): the
 * site's components and route modules drawn outside Remix's router, in the editor's preview pane.
 * A link is a plain <a> (the pane is not a site to navigate: a press is caught, ./island.tsx), and
 * a route's loader data is what the preview made from the entry being edited (./templates.tsx).
 */
import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ReactNode } from "react";

export const PreviewDataContext = createContext<unknown>(null);

export const useLoaderData = <T,>(): T => useContext(PreviewDataContext) as T;
/** PageIntro reads the page's banner from the last match's data, as on the site. */
export const useMatches = () => [
  { id: "preview", pathname: "/", params: {}, data: useContext(PreviewDataContext), handle: undefined },
];
export const useLocation = () => ({ pathname: "/", search: "", hash: "", state: null, key: "preview" });

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "className" | "children"> & {
  to: string;
  prefetch?: string;
  className?: string | ((state: { isActive: boolean; isPending: boolean }) => string | undefined);
  children?: ReactNode | ((state: { isActive: boolean; isPending: boolean }) => ReactNode);
};

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, prefetch, className, children, ...rest },
  ref,
) {
  void prefetch;
  const state = { isActive: false, isPending: false };
  return (
    <a ref={ref} href={to} className={typeof className === "function" ? className(state) : className} {...rest}>
      {typeof children === "function" ? children(state) : children}
    </a>
  );
});
export const NavLink = Link;

export function Form({ children, ...rest }: { children?: ReactNode } & Record<string, unknown>) {
  return <form {...rest}>{children}</form>;
}

/** Read by the routes' meta functions, which the preview never calls. */
export const isRouteErrorResponse = (error: unknown): boolean =>
  typeof error === "object" && error !== null && "status" in error && "data" in error;
