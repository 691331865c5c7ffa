/**
 * The site's links, as the browser gets them: Remix's, which navigate without a full load once
 * React runs. The server build resolves `#site-link` to ./plain-on-server.tsx instead
 * (package.json "imports", condition "workerd"), so the browser bundle carries nothing more.
 */
export { Link, NavLink } from "@remix-run/react";
