/**
 * HTML_CodeSniffer in Playwright's Chromium, as pa11y ran it (its `htmlcs` runner, pa11y 9.1):
 * the same build of the engine pa11y loads (`@pa11y/html_codesniffer`), the same call
 * (`HTMLCS.process(standard, document, …)` once the page has loaded and its network is idle)
 * and its defaults: WCAG2AA, every sniff, nothing ignored. pa11y itself brought puppeteer and
 * 95 packages for what is this one file and one call (decision 032).
 *
 * The engine goes in as an init script, which the page's own CSP does not govern (an injected
 * `<script>` would be refused by it); the page's policy stays as served.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "@playwright/test";

const ENGINE = readFileSync(createRequire(import.meta.url).resolve("@pa11y/html_codesniffer/build/HTMLCS.js"), "utf8");

export type HtmlcsIssue = { type: "error" | "warning" | "notice"; code: string; message: string; selector: string };

/** Every page this context opens has HTML_CodeSniffer ready before its own scripts run. */
export const withHtmlcs = (context: BrowserContext) => context.addInitScript({ content: ENGINE });

/** The page's issues under `standard`, each with a selector for its element (pa11y's form of it). */
export function htmlcs(page: Page, standard: "WCAG2A" | "WCAG2AA" | "WCAG2AAA" = "WCAG2AA"): Promise<HtmlcsIssue[]> {
  return page.evaluate(
    (standard) =>
      new Promise<HtmlcsIssue[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Node | null };
        type Engine = {
          process(standard: string, root: Document, done: (error?: unknown) => void): void;
          getMessages(): Message[];
        };
        const engine = (window as unknown as { HTMLCS?: Engine }).HTMLCS;
        if (!engine) {
          reject(new Error("HTML_CodeSniffer is not on this page: open it in a context passed to withHtmlcs()"));
          return;
        }
        const types = { 1: "error", 2: "warning", 3: "notice" } as const;
        engine.process(standard, document, (error) => {
          if (error) {
            reject(error instanceof Error ? error : new Error(`HTML_CodeSniffer failed: ${JSON.stringify(error)}`));
            return;
          }
          resolve(
            engine.getMessages().map((message) => {
              // pa11y's selector: up to the nearest id, else the tag and its place among its
              // siblings. Written inline: a named helper here would be renamed by tsx's
              // transform into a call the page does not have (`__name`).
              const parts: string[] = [];
              for (let at = message.element; at instanceof Element; at = at.parentNode) {
                if (at.id) {
                  parts.unshift(`#${at.id}`);
                  break;
                }
                const siblings = at.parentNode ? [...at.parentNode.children] : [at];
                const tag = at.tagName.toLowerCase();
                const alone = siblings.filter((sibling) => sibling.tagName === at.tagName).length <= 1;
                parts.unshift(alone ? tag : `${tag}:nth-child(${siblings.indexOf(at) + 1})`);
              }
              return {
                type: types[message.type as 1 | 2 | 3],
                code: message.code,
                message: message.msg,
                selector: parts.join(" > "),
              };
            }),
          );
        });
      }),
    standard,
  );
}
