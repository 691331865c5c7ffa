// pa11y ships no types; this is the slice of its API the tests call (see its README).
declare module "pa11y" {
  import type { Browser } from "puppeteer";
  type Options = {
    browser?: Browser;
    standard?: "WCAG2A" | "WCAG2AA" | "WCAG2AAA";
    runners?: string[];
    includeWarnings?: boolean;
    includeNotices?: boolean;
    viewport?: { width: number; height: number };
    timeout?: number;
  };
  type Issue = { type: "error" | "warning" | "notice"; code: string; selector: string; message: string };
  export default function pa11y(url: string, options?: Options): Promise<{ issues: Issue[] }>;
}
