// The explorer script's DOM work (app/components/TradeExplorer/swap.ts) on happy-dom: the swap
// keeps the live region the page came with (the same node, new words) and replaces what lies
// beside its path; a pressed control is found again in the answer. The whole script, in
// Chromium, is tests/e2e/explorer.spec.ts's.
import { Window } from "happy-dom";
import { afterAll, describe, expect, it } from "vitest";
import { findByKey, focusKey, replaceKeepingStatus } from "~/components/TradeExplorer/swap";

const window = new Window();
afterAll(() => window.close());

/** The explorer's shape, cut down: a band with a form whose live region says `count`. */
const explorer = (count: string, rows: string[], extra = "") =>
  `<div data-enhance="explorer" class="page"${extra}>` +
  `<section id="explorer"><form method="get"><fieldset><button type="submit">Apply filters</button></fieldset>` +
  `<p role="status" class="count">${count}</p>` +
  `<table id="explorer-table"><thead><tr><th><a href="?sort=name">Trade</a></th><th><a href="?sort=pay">Pay</a></th></tr></thead>` +
  `<tbody>${rows.map((row) => `<tr><th><a href="/trades/${row}">${row}</a></th></tr>`).join("")}</tbody></table>` +
  `</form></section><section id="charts">${rows.join(",")}</section></div>`;

function pageWith(html: string) {
  const document = new window.DOMParser().parseFromString(`<!DOCTYPE html><body>${html}</body>`, "text/html");
  return document as unknown as Document;
}

describe("the explorer's swap", () => {
  it("keeps the live region's node with the answer's words, and takes everything else from the answer", () => {
    const page = pageWith(explorer("Showing 3 of 3 trades.", ["a", "b", "c"], ' data-enhanced="" data-stale=""'));
    const current = page.querySelector("[data-enhance]")!;
    const status = page.querySelector('[role="status"]')!;
    const form = page.querySelector("form")!;
    const answer = pageWith(explorer("Showing 1 of 3 trades.", ["b"], ' data-view="high"'));

    replaceKeepingStatus(current, answer.querySelector("[data-enhance]")!);

    expect(page.querySelector('[role="status"]')).toBe(status);
    expect(status.textContent).toBe("Showing 1 of 3 trades.");
    // Its ancestors stay too (the form), with the answer's attributes; the script's mark stays.
    expect(page.querySelector("form")).toBe(form);
    expect(current.getAttribute("data-view")).toBe("high");
    expect(current.hasAttribute("data-enhanced")).toBe(true);
    // Beside the path: the answer's table and charts, once each, in the answer's order.
    expect([...page.querySelectorAll("tbody th")].map((th) => th.textContent)).toEqual(["b"]);
    expect(page.querySelector("#charts")!.textContent).toBe("b");
    // The whole: the answer's markup, with the mark kept.
    expect(current.outerHTML).toBe(explorer("Showing 1 of 3 trades.", ["b"], ' data-enhanced="" data-view="high"'));
  });

  it("replaces everything when the answer's live region lies elsewhere, or either has none", () => {
    const withRegion = explorer("Showing 3 of 3 trades.", ["a"]);
    for (const [pageHtml, answerHtml] of [
      [withRegion, `<div data-enhance="explorer"><p role="status">Moved up.</p><p>New</p></div>`],
      [withRegion, `<div data-enhance="explorer"><p>No region</p></div>`],
      [`<div data-enhance="explorer"><p>No region</p></div>`, withRegion],
    ] as const) {
      const page = pageWith(pageHtml);
      const current = page.querySelector("[data-enhance]")!;
      const incoming = pageWith(answerHtml).querySelector("[data-enhance]")!;
      const expected = incoming.innerHTML;
      replaceKeepingStatus(current, incoming);
      expect(current.innerHTML).toBe(expected);
    }
  });

  it("finds the pressed control again: by its id, or by its place under the nearest id", () => {
    const before = pageWith(explorer("x", ["a", "b"]));
    const pay = before.querySelectorAll("#explorer-table a")[1]!;
    const apply = before.querySelector("button")!;
    expect(focusKey(pay)).toBe("explorer-table a 1");
    expect(focusKey(apply)).toBe("explorer button 0");

    const after = pageWith(explorer("y", ["c"]));
    expect(findByKey(after, focusKey(pay)!)?.getAttribute("href")).toBe("?sort=pay");
    expect(findByKey(after, focusKey(apply)!)?.textContent).toBe("Apply filters");
    after.querySelector("#explorer-table")!.id = "explorer-table-renamed";
    expect(findByKey(after, focusKey(pay)!)).toBeNull();

    const withId = pageWith(`<form><input id="pick-carpenter"></form>`).querySelector("input")!;
    expect(focusKey(withId)).toBe("#pick-carpenter");
    const answer = pageWith(`<input id="pick-carpenter">`);
    expect(findByKey(answer, "#pick-carpenter")).toBe(answer.getElementById("pick-carpenter"));
    // Nothing with an id above it, or nothing above it at all: nothing to find it by.
    expect(focusKey(pageWith(`<p><a href="?x">x</a></p>`).querySelector("a")!)).toBeNull();
    expect(focusKey(before.createElement("a"))).toBeNull();
  });
});
