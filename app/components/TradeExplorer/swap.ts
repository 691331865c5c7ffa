/**
 * The DOM work of the explorer's script (./enhance.client.ts), apart from the page so unit tests
 * can drive it on a DOM of their own: where focus was, and the swap that keeps the live region.
 */

/**
 * How to find the pressed control in the answer: its id, or its place among the elements of its
 * kind under the nearest element with an id (the third link of the table's head).
 */
export function focusKey(element: Element): string | null {
  if (element.id) return `#${element.id}`;
  const scope = element.parentElement?.closest("[id]");
  if (!scope) return null;
  const index = [...scope.querySelectorAll(element.localName)].indexOf(element);
  return `${scope.id} ${element.localName} ${index}`;
}

/** The element `key` (focusKey) names in `document`, if there is one. */
export function findByKey(document: Document, key: string): HTMLElement | null {
  if (key.startsWith("#")) return document.getElementById(key.slice(1));
  const [scopeId, tag, index] = key.split(" ");
  const scope = document.getElementById(scopeId!);
  return scope?.querySelectorAll<HTMLElement>(tag!)[Number(index)] ?? null;
}

/** `element`'s ancestors up to `root` (which holds it), nearest first. */
function pathTo(element: Element, root: Element): Element[] {
  const path: Element[] = [];
  for (let node = element.parentElement; node && node !== root; node = node.parentElement) path.push(node);
  return [...path, root];
}

/**
 * Makes `current` the same as `incoming`, except that the live region (`role="status"`) and the
 * elements around it stay in the document and take the new words: a region removed and added
 * again is not announced. What lies beside that path is replaced whole. Where either has no
 * live region, or the two lie at different depths, everything is replaced.
 */
export function replaceKeepingStatus(current: Element, incoming: Element) {
  const kept = current.querySelector('[role="status"]');
  const slot = incoming.querySelector('[role="status"]');
  if (!kept || !slot) return replaceAll(current, incoming);
  const keptPath = pathTo(kept, current);
  const slotPath = pathTo(slot, incoming);
  if (keptPath.length !== slotPath.length) return replaceAll(current, incoming);
  let here: Element = kept;
  let there: Element = slot;
  for (const [i, parent] of keptPath.entries()) {
    const before: ChildNode[] = [];
    for (let node = there.previousSibling; node; node = node.previousSibling) before.unshift(node);
    const after: ChildNode[] = [];
    for (let node = there.nextSibling; node; node = node.nextSibling) after.push(node);
    while (here.previousSibling) here.previousSibling.remove();
    while (here.nextSibling) here.nextSibling.remove();
    for (const node of before) parent.insertBefore(node, here);
    for (const node of after) parent.appendChild(node);
    here = parent;
    there = slotPath[i]!;
    copyAttributes(here, there);
  }
  copyAttributes(kept, slot);
  kept.textContent = slot.textContent;
}

function replaceAll(current: Element, incoming: Element) {
  current.replaceChildren(...Array.from(incoming.childNodes));
  copyAttributes(current, incoming);
}

/** `to` takes `from`'s attributes; `data-enhanced` (the mark the script has run) stays. */
function copyAttributes(to: Element, from: Element) {
  for (const { name } of [...to.attributes])
    if (!from.hasAttribute(name) && name !== "data-enhanced") to.removeAttribute(name);
  for (const { name, value } of [...from.attributes]) to.setAttribute(name, value);
}
