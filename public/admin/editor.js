/* global window, document, location, DataTransfer, Element, HTMLElement, HTMLButtonElement, HTMLInputElement, MutationObserver, createImageBitmap, getComputedStyle, requestAnimationFrame -- a browser script, loaded by /admin/ before Decap CMS */
// Runs before Decap CMS (see app/lib/edge/admin.ts). On a developer's machine `npm run dev` runs
// decap-server, and the editor saves straight into content/ (config.yml's `development`
// section); anywhere else it signs in with GitHub and every change is a pull request.
if (location.hostname === "localhost" || location.hostname === "127.0.0.1") window.CMS_ENV = "development";

// Every photo staff upload is named by what it is, not only by what the camera called it: the
// first words of its own name, then eight hex digits of its bytes' SHA-256 (camera.jpg →
// camera-3f9a1c2b.jpg). Two different photos never share a name, so an upload can never replace
// a photo another post, story or staff card uses (Decap asks "replace it?" for a name in use,
// and OK replaced three posts' covers at once); the same photo uploaded twice is the
// same file. Decap reads the file input's files in its change handler: this listener, in the
// capture phase on window, runs first, holds the event back, renames, and sends it on.
/** The photos the site takes; anything else Decap refuses or lists as it is. */
const PICTURE = /\.(?:jpe?g|png|webp|avif)$/i;

// Refused before anything is saved, saying what to do (the local backend's guard refuses them
// too: scripts/dev/editor-uploads.mjs): an iPhone's own HEIC format, which the site's image tools
// cannot read, and drawings (SVG), which are served from public/, never uploaded.
/** @param {File} file */
const refusedFormat = (file) =>
  /\.hei[cf]$/i.test(file.name) || /^image\/hei[cf]/i.test(file.type)
    ? `${file.name}: the site cannot use HEIC photos (an iPhone's own format). On the iPhone choose Settings → Camera → Formats → Most Compatible and take it again, or share or export the photo as a JPEG, then upload that.`
    : /\.svg$/i.test(file.name) || file.type === "image/svg+xml"
      ? `${file.name}: the editor takes photos only (JPEG, PNG, WebP or AVIF), not drawings (SVG). Upload a photo, or save the drawing as a PNG at least as wide as the field's hint asks.`
      : "";

/**
 * "Open Day 2.JPG" → "open-day-2"; what is left of a name with nothing but symbols: "photo".
 * @param {string} name
 */
const stemOf = (name) =>
  name
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "") || "photo";

/** @param {File} file @returns {Promise<File>} */
async function uniquelyNamed(file) {
  if (!PICTURE.test(file.name)) return file;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await file.arrayBuffer()));
  const hash = [...digest.slice(0, 4)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  const extension = (/\.([a-z0-9]+)$/i.exec(file.name)?.[1] ?? "bin").toLowerCase();
  // A photo saved from the site's own media folder already carries its hash: kept as it is. A
  // camera's own digits (photo-20241128.jpg) are not taken for one: the hash must be its bytes'.
  if (file.name.toLowerCase().endsWith(`-${hash}.${extension}`)) return file;
  return new File([file], `${stemOf(file.name)}-${hash}.${extension}`, {
    type: file.type,
    lastModified: file.lastModified,
  });
}

// A photo narrower than its field asks for is refused here, as content:check would refuse it
// after saving: the field's hint says "at least 1200 pixels wide", written from the
// same figures (scripts/content/image-slots.ts by way of editor-fields.ts). The picture library
// belongs to the field whose "Choose an image" button opened it; the Media screen has no field,
// and a photo too wide for its slot's shape is left to content:check, which says what is left
// once it is cropped.
const WANTED_WIDTH = /at least ([\d,]+) pixels wide/;
let wantedWidth = 0;
window.addEventListener(
  "click",
  (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    const name = button?.textContent?.trim() ?? "";
    if (name === "Media") wantedWidth = 0;
    if (!button || !/^Choose (?:an|different) image$/.test(name)) return;
    // The nearest block around the button that holds a hint is the field's own.
    let width = 0;
    for (let node = button.parentElement; node && !width; node = node.parentElement)
      width = Number(WANTED_WIDTH.exec(node.textContent ?? "")?.[1]?.replace(/,/g, "") ?? 0);
    wantedWidth = width;
  },
  true,
);

/**
 * Why `file` will not do where it is going, or "" (drawings scale; what cannot be read is
 * content:check's to name).
 * @param {File} file
 */
async function tooSmall(file) {
  if (!wantedWidth || !PICTURE.test(file.name)) return "";
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return "";
  const { width, height } = bitmap;
  bitmap.close();
  return width < wantedWidth
    ? `${file.name} is ${width}×${height} pixels, too small for this place: use a photo at least ${wantedWidth} pixels wide (the one straight from the camera or phone), or it will look blurred.`
    : "";
}

// The same photo uploaded again gets the same name, and Decap, finding the name in its library,
// asks "… already exists. Do you want to replace it?": OK deleted the file at once (another
// post's cover with it) and Cancel left a different photo selected. For a name made here the
// answer is neither: it is the same photo, so nothing is uploaded and the photo already in the
// library is selected, as if just uploaded. Any other question is Decap's own.
/** The names uniquelyNamed gave uploads in this visit, in lower case as Decap compares them. */
const namedHere = new Set();
const decapConfirm = window.confirm.bind(window);
window.confirm = (message) => {
  const name = /^(.+) already exists\. Do you want to replace it\?$/.exec(String(message ?? ""))?.[1];
  if (!name || !namedHere.has(name.toLowerCase())) return decapConfirm(message);
  selectInLibrary(name);
  return false;
};

/** The picture library's card for the file `name`, if it is drawn. @param {string} name */
const cardFor = (name) =>
  all("[class*='-CardGridContainer'] [tabindex='0']").find((card) =>
    [...card.querySelectorAll("p, span, div")].some((part) => part.textContent?.trim() === name),
  );

/**
 * Selects `name` in the open picture library once Decap has finished with the upload it was
 * not given (it selects its newest photo then), for up to two seconds.
 * @param {string} name
 */
function selectInLibrary(name) {
  const until = Date.now() + 2000;
  let seenSelected = 0;
  const step = () => {
    const card = cardFor(name);
    const inner = card?.firstElementChild;
    if (inner instanceof HTMLElement) {
      if (getComputedStyle(inner).borderTopColor === SELECTED_BORDER) seenSelected += 1;
      else {
        seenSelected = 0;
        inner.click();
      }
    }
    // Selected for a few frames in a row: Decap's own selection after the upload has come and gone.
    if (seenSelected < 5 && Date.now() < until) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** @type {WeakSet<Event>} */
const renamed = new WeakSet();
window.addEventListener(
  "change",
  (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== "file" || !input.files?.length) return;
    if (renamed.has(event)) return;
    const files = [...input.files];
    if (!files.some((file) => PICTURE.test(file.name) || refusedFormat(file))) return;
    event.stopImmediatePropagation();
    void Promise.all(files.map(async (file) => refusedFormat(file) || (await tooSmall(file)))).then(
      async (problems) => {
        const refused = problems.filter(Boolean);
        if (refused.length) {
          window.alert(refused.join("\n"));
          input.value = "";
          return;
        }
        const named = await Promise.all(files.map(uniquelyNamed));
        for (const file of named) if (PICTURE.test(file.name)) namedHere.add(file.name.toLowerCase());
        const transfer = new DataTransfer();
        for (const file of named) transfer.items.add(file);
        input.files = transfer.files;
        const again = new Event("change", { bubbles: true });
        renamed.add(again);
        input.dispatchEvent(again);
      },
    );
  },
  true,
);

// A new post's address (its file name) is made from its title here, cut after a whole word at 60
// characters at most (`Our apprentices spent a whole week on the new school building…` →
// our-apprentices-spent-a-whole-week-on-the-new-school), as `npm run new:post` makes it
// (scripts/content/new-post.ts slugify). Decap's own slug filter cuts mid-word ("…-buildin"),
// so its slug template reads this `address` field instead (scripts/content/editor-collections.ts),
// which content:check holds to the file's name. Decap runs preSave before it names the file;
// CMS exists once decap-cms.js has run, before the page's DOMContentLoaded, when Decap starts.
const ADDRESS_LENGTH = 60;

/** @param {string} title */
const addressOf = (title) => {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (words.length <= ADDRESS_LENGTH) return words;
  const cut = words.slice(0, ADDRESS_LENGTH + 1);
  const lastBreak = cut.lastIndexOf("-");
  return lastBreak > 0 ? cut.slice(0, lastBreak) : cut.slice(0, ADDRESS_LENGTH);
};

// A post's date far from today is a slip of the keyboard: the rule and words of
// scripts/content/post-date-rule.ts (content:check), here before the save.
const EARLIEST_POST_DAY = "2020-01-01";
/** @param {string} date @param {number} now */
const postDateProblem = (date, now) => {
  const day = date.slice(0, 10);
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + 1);
  const latestDay = latest.toISOString().slice(0, 10);
  if (!day || (day >= EARLIEST_POST_DAY && day <= latestDay)) return null;
  return `Date ${shownDate(date)} is ${day < EARLIEST_POST_DAY ? "before 2020" : "more than a year ahead"}: check the year, and the day and month's order, then type it again (a date between 01/01/2020 and ${latestDay.split("-").reverse().join("/")})`;
};

// A post's Date, shown and typed the Australian way: DD/MM/YYYY and a 24-hour time (13:30, the
// form the file and content:check use, so there is no 12 am or 12 pm to get wrong), whatever
// language the browser speaks. Decap's own datetime widget is the browser's datetime-local box,
// whose order of day and month follows the browser's language: an en-AU staff member was shown
// mm/dd/yyyy. The file keeps YYYY-MM-DDTHH:mm, Adelaide's clock with no offset
// (scripts/content/post-date-rule.ts); a file with a day alone (2026-11-29) is its midnight.
const STORED_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;
const TYPED_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d+)(?:(?:\s+|\s*[T,]\s*)(\d{1,2}):(\d{2}))?$/i;
const MONTHS = "January February March April May June July August September October November December".split(" ");
/** How to write a date, in every message about one. */
const DATE_EXAMPLE =
  "the day, month and year, then the time on the 24-hour clock: 29/11/2026 09:00 (a date alone is its midnight, 00:00)";
/** @param {number} n */
const two = (n) => String(n).padStart(2, "0");
/** @param {number} year @param {number} month 1 to 12 */
const daysIn = (year, month) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A stored value as staff read it: 2026-11-29T09:00 → 29/11/2026 09:00 (a file's day alone is
 * its midnight; a YAML date read as a Date is that day). Anything else is shown as it is.
 * @param {unknown} value
 */
const shownDate = (value) => {
  const text = value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value;
  if (typeof text !== "string") return "";
  const m = STORED_DATE.exec(text.trim());
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4] ?? "00"}:${m[5] ?? "00"}` : text;
};

/**
 * What staff typed, as the file stores it (`value`), or why it cannot be read (`problem`, naming
 * the field by its label and saying what to write).
 * @param {string} typed
 * @param {string} label
 * @returns {{ value: string, problem?: undefined } | { problem: string, value?: undefined }}
 */
const readTypedDate = (typed, label) => {
  const text = typed.trim().replace(/\s+/g, " ");
  if (!text) return { value: "" };
  const refuse = (/** @type {string} */ why) => ({ problem: `${label}: ${why}. Write ${DATE_EXAMPLE}` });
  if (/^\d{4}[/.-]\d{1,2}[/.-]\d{1,2}/.test(text))
    return refuse(`${text} has the year first, and the editor cannot tell its day from its month`);
  if (/\d\s*[ap]\.?m\.?$/i.test(text))
    return refuse(`write the time of ${text} on the 24-hour clock (13:30, not 1:30 pm)`);
  const m = TYPED_DATE.exec(text);
  if (!m) return refuse(`${text} is not a date the editor can read`);
  const [day, month, year, hour, minute] = m.slice(1).map((part) => (part === undefined ? 0 : Number(part)));
  const yearText = /** @type {string} */ (m[3]);
  if (yearText.length !== 4) return refuse(`the year in ${text} must be written in full, four digits (2026, not 26)`);
  if (month < 1 || month > 12)
    return refuse(
      month <= 31 && day >= 1 && day <= 12
        ? `${text} has the month first: there is no month ${month}. The day comes first, then the month (${two(month)}/${two(day)}/${yearText} for ${month} ${MONTHS[day - 1]})`
        : `${text} has no month ${month}`,
    );
  const days = daysIn(year, month);
  if (day < 1 || day > days) return refuse(`${text} is not a date: ${MONTHS[month - 1]} ${yearText} has ${days} days`);
  if (hour > 23 || minute > 59) return refuse(`${text} is not a time of day (00:00 to 23:59)`);
  return { value: `${yearText}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}` };
};

/** Today's date and time on Adelaide's clock, as the file stores it (YYYY-MM-DDTHH:mm). */
const adelaideNow = () => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-AU", {
      timeZone: "Australia/Adelaide",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
};

/**
 * The Date field's control, made with Decap's own `createClass` and `h` (its bundle exposes no
 * React; it binds each method to its component, as the handlers below rely on): a text box and
 * a Now button. While staff type, the box keeps their words and the entry gets the stored form as soon as they read as a date (the preview follows); words that
 * do not read as one are kept as they are, and `isValid` refuses them when the entry is saved,
 * with a message beside the field.
 * @typedef {{ text: string, typing: boolean }} DateState
 * @typedef {{
 *   props: { value: unknown, field?: { get(key: string): unknown }, forID: string, classNameWrapper: string,
 *     onChange: (value: string) => void, setActiveStyle: () => void, setInactiveStyle?: () => void },
 *   state: DateState,
 *   setState(state: Partial<DateState>): void,
 *   label(): string, onInput: (event: { target: HTMLInputElement }) => void, onBlur: () => void, onNow: () => void,
 * }} DateControl
 * @param {{ createClass: (spec: Record<string, unknown>) => unknown, h: (...args: unknown[]) => unknown }} react
 */
const dateControl = ({ createClass, h }) =>
  createClass({
    /** @this {DateControl} */
    getInitialState() {
      return { text: shownDate(this.props.value), typing: false };
    },
    /** @this {DateControl} */
    componentDidUpdate(/** @type {{ value: unknown }} */ before) {
      // A value from elsewhere (the entry loaded, Now) is shown; one typed here is left as typed.
      if (before.value !== this.props.value && !this.state.typing) {
        const text = shownDate(this.props.value);
        if (text !== this.state.text) this.setState({ text });
      }
    },
    /** @this {DateControl} */
    label() {
      const label = this.props.field?.get("label");
      return typeof label === "string" ? label : "Date";
    },
    /** @this {DateControl} */
    isValid() {
      const { problem } = readTypedDate(this.state.text, this.label());
      return problem ? { error: { type: "CUSTOM", message: problem } } : true;
    },
    /** @this {DateControl} */
    onInput(/** @type {{ target: HTMLInputElement }} */ event) {
      const text = event.target.value;
      this.setState({ text, typing: true });
      const { value } = readTypedDate(text, this.label());
      this.props.onChange(value ?? text);
    },
    /** @this {DateControl} */
    onBlur() {
      this.props.setInactiveStyle?.();
      const { value } = readTypedDate(this.state.text, this.label());
      this.setState({ typing: false, text: value ? shownDate(value) : this.state.text });
    },
    /** @this {DateControl} */
    onNow() {
      const value = adelaideNow();
      this.setState({ text: shownDate(value), typing: false });
      this.props.onChange(value);
    },
    /** @this {DateControl} */
    render() {
      const { forID, classNameWrapper, setActiveStyle } = this.props;
      return h(
        "div",
        { className: "b2b-date" },
        h(
          "div",
          { className: "b2b-date-row" },
          h("input", {
            id: forID,
            type: "text",
            className: classNameWrapper,
            value: this.state.text,
            placeholder: "DD/MM/YYYY HH:mm",
            autoComplete: "off",
            spellCheck: false,
            "aria-describedby": `${forID}-format`,
            onChange: this.onInput,
            onFocus: setActiveStyle,
            onBlur: this.onBlur,
          }),
          h(
            "button",
            {
              type: "button",
              className: "b2b-date-now",
              "aria-label": `Set ${this.label()} to now`,
              onClick: this.onNow,
            },
            "Now",
          ),
        ),
        h(
          "p",
          { id: `${forID}-format`, className: "b2b-date-format" },
          "Day/month/year, then the time on the 24-hour clock: 29/11/2026 13:30. A date alone is its midnight (00:00). Now: Adelaide's date and time.",
        ),
      );
    },
  });

// A photo uploaded into an entry not yet saved is a draft of Decap's: its bytes stay in the
// browser (a blob: address in the entry's mediaFiles) and are written only with the entry. But
// Decap's getAsset takes a value starting with "/" ("/images/posts/x.jpg") for an address the
// site already serves, so the field's thumbnail asked the site for a photo it has only once the
// entry is saved and the content build has run: a broken image until then. Every photo field is
// given a getAsset that answers a draft upload with its own blob: address; anything else, and
// everything else the field does, is Decap's (the preview: app/preview/templates.tsx).
/**
 * The blob: address of the draft upload in `entry` named as `path` is, or "" (names carry the
 * photo's hash, so one name is one photo).
 * @param {unknown} entry
 * @param {unknown} path
 */
const draftPhoto = (entry, path) => {
  const name = typeof path === "string" ? path.slice(path.lastIndexOf("/") + 1) : "";
  const files = /** @type {{ get?: (key: string) => unknown } | undefined} */ (entry)?.get?.("mediaFiles");
  if (!name || !files || typeof files !== "object" || !(Symbol.iterator in files)) return "";
  for (const file of /** @type {Iterable<{ get?: (key: string) => unknown }>} */ (files)) {
    const filePath = file?.get?.("path");
    const url = file?.get?.("url");
    if (
      file?.get?.("draft") &&
      typeof filePath === "string" &&
      filePath.endsWith(`/${name}`) &&
      typeof url === "string"
    )
      return url;
  }
  return "";
};

/**
 * Decap's photo control, drawn with a getAsset that knows the entry's draft uploads. Decap
 * reaches the control itself (its isValid, focus) through getWrappedInstance, as it does for a
 * wrapped control.
 * @typedef {{
 *   props: { entry?: unknown, getAsset: (path: unknown, field?: unknown) => unknown },
 *   inner?: unknown,
 *   getAsset: (path: unknown, field?: unknown) => unknown,
 *   setInner: (instance: unknown) => void,
 * }} PhotoControl
 * @param {{ createClass: (spec: Record<string, unknown>) => unknown, h: (...args: unknown[]) => unknown }} react
 * @param {unknown} control Decap's own
 */
const withDraftPhotos = ({ createClass, h }, control) =>
  createClass({
    /** @this {PhotoControl} @param {unknown} path @param {unknown} [field] */
    getAsset(path, field) {
      const url = draftPhoto(this.props.entry, path);
      return url ? { path, url, toString: () => url } : this.props.getAsset(path, field);
    },
    /** @this {PhotoControl} @param {unknown} instance */
    setInner(instance) {
      this.inner = instance;
    },
    /** @this {PhotoControl} */
    getWrappedInstance() {
      return this.inner ?? this;
    },
    /** @this {PhotoControl} */
    render() {
      return h(control, { ...this.props, getAsset: this.getAsset, ref: this.setInner });
    },
  });

// Redirect rules that content:check would refuse for where they send visitors
// (scripts/content/check-redirects.ts, whose words these follow), refused here before the save: a
// rule to an address that is no page of this site, to its own old address, or to another rule's
// old address (a chain of two steps, or a loop that never arrives). The site's pages are the
// content build's list (public/admin/pages.json, the same list content:check uses). Patterns
// (/:year/*), targets made from them, files under public/ and a gone rule (410) are left to
// content:check, which names those after the save.
/**
 * Where a rule is, in content:check's words for it: the screen, the entry and the list as the
 * editor labels them (scripts/content/editor-place.ts writes content:check's from the editor's
 * configuration; tests/unit/editor-place.test.ts holds this line to it), then "rule N" counted
 * from 1 and the field.
 */
const RULES_PLACE = "Redirects › Redirect rules › Rules";
/** @type {Promise<Set<string> | null>} */
let sitePages = Promise.resolve(null);
/** @param {string} path */
const bareAddress = (path) => (path.length > 1 ? path.replace(/\/$/, "") : path).toLowerCase();
/** @param {string} path */
const isPattern = (path) => /[:*]/.test(path);

/**
 * The problems of `rules` (as the editor holds them), in staff's words, each naming its rule
 * as content:check does ("rule 54", counted from 1); another rule it meets, with its old address.
 * @param {Array<{ from?: unknown, to?: unknown, status?: unknown }>} rules
 * @param {Set<string> | null} pages the site's pages (null: not known, that check left to content:check)
 */
const redirectProblems = (rules, pages) => {
  const text = (/** @type {unknown} */ value) => (typeof value === "string" ? value.trim() : "");
  /** @type {Map<string, number>} */
  const ruleAt = new Map();
  rules.forEach((rule, i) => {
    const from = bareAddress(text(rule.from));
    if (from && !isPattern(from) && !ruleAt.has(from)) ruleAt.set(from, i);
  });
  const isPage = (/** @type {string} */ path) =>
    pages !== null && (pages.has(path) || pages.has(bareAddress(path)) || pages.has(`${bareAddress(path)}/`));
  const named = (/** @type {number} */ i) => `rule ${i + 1} (Old address ${text(rules[i]?.from)})`;
  /** @type {string[]} */
  const problems = [];
  rules.forEach((rule, i) => {
    const from = text(rule.from);
    const to = text(rule.to);
    if (Number(rule.status) === 410 || !to.startsWith("/") || isPattern(to) || isPattern(from)) return;
    const at = `${RULES_PLACE} › rule ${i + 1} › Goes to ${to}`;
    if (bareAddress(to) === bareAddress(from)) {
      problems.push(
        `${at} is the rule's own old address: visitors would go round in a circle. Send it to a page of this site, like /blog`,
      );
      return;
    }
    const next = isPage(to) ? undefined : ruleAt.get(bareAddress(to));
    if (next !== undefined) {
      // Followed to where it finally arrives: back to a rule already passed is a loop.
      const seen = new Set([i]);
      let hop = /** @type {number | undefined} */ (next);
      let last = next;
      while (hop !== undefined && !seen.has(hop)) {
        seen.add(hop);
        last = hop;
        const onward = text(rules[hop]?.to);
        hop = onward && !isPage(onward) ? ruleAt.get(bareAddress(onward)) : undefined;
      }
      const end = text(rules[last]?.to);
      problems.push(
        hop !== undefined
          ? `${at} is another rule's old address (${named(next)}), and the rules lead round in a loop that never arrives: send each to a page of this site, like /blog`
          : end
            ? `${at} is another rule's old address (${named(next)}), which goes on to ${end}: write ${end} here, so visitors arrive in one step`
            : `${at} is another rule's old address (${named(next)}), one that is gone (410): send it to a page of this site instead`,
      );
      return;
    }
    // A file (a PDF under public/) has a dot in its last part: content:check looks for it on disk.
    if (pages === null || isPage(to) || /\.[a-z0-9]+$/i.test(to)) return;
    problems.push(
      `${at} is not a page of this site: check the spelling (the address as the browser shows it, like /trades/carpenter), or send it to a page like /blog`,
    );
  });
  return problems;
};

// A post's text, checked before the save as content:check checks it after (scripts/content/
// check-links.ts and check-posts.ts, whose words these follow): its links go to a page of this
// site, not through an old address, or start with https://, mailto: or tel:; its headings are
// ## or ###; it has no *** line; it is not empty. The site's pages and the old addresses are the
// last content build's (public/admin/pages.json, old-addresses.json); a list that cannot be read
// leaves its check to content:check.
/** Where a post's text is, as the editor names it (tests/unit/editor-place.test.ts holds it to content:check's). */
const POSTS_PLACE = "News posts";
const BODY_FIELD = "Text of the post";
/** @type {Promise<Map<string, string> | null>} */
let oldAddresses = Promise.resolve(null);
const OUTSIDE_LINK = /^(https:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+\d+)$/;
/** A Markdown link's address: [words](address) or [words](<address>), with an optional "title". */
const MARKDOWN_LINK = /\]\(\s*<?([^\s)>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/**
 * The problems of a post's text (Markdown, as the editor holds it) in content:check's words.
 * @param {string} body
 * @param {Set<string> | null} pages
 * @param {Map<string, string> | null} moved
 */
const bodyProblems = (body, pages, moved) => {
  /** @type {string[]} */
  const problems = [];
  if (!body.trim()) return ["is empty: write the post there"];
  // Code is shown as written: its brackets are no link.
  const prose = body.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
  for (const line of prose.split("\n")) {
    if (/^#{4,}\s/.test(line)) problems.push("a post's headings are ## or ### (Heading 2 or 3 in the editor)");
    if (/^ {0,3}([*_-])(?: *\1){2,} *$/.test(line)) problems.push("a *** line is not used here: remove it");
  }
  for (const [, url = ""] of prose.matchAll(MARKDOWN_LINK)) {
    if (url.startsWith("/")) {
      const [path = "", hash] = url.split("#", 2);
      if (hash !== undefined && !/^[a-z0-9-]+$/.test(hash))
        problems.push(`the link to ${url}: the part after # must be lower-case letters, digits and hyphens`);
      if (pages === null || pages.has(path)) continue;
      const bare = bareAddress(path);
      const now = moved?.get(bare);
      if (now) problems.push(`the link to ${url} goes through an old address: link to ${now} instead`);
      else if (pages.has(bare) || pages.has(`${bare}/`))
        problems.push(`the link to ${url} should be written ${pages.has(bare) ? bare : `${bare}/`} exactly`);
      else
        problems.push(
          `the link to ${url} goes to no page on this site (check the spelling; pages are listed in the sitemap)`,
        );
    } else if (!url.startsWith("#") && !OUTSIDE_LINK.test(url)) {
      problems.push(`the link to ${url} must start with / (a page of this site), https://, mailto: or tel:`);
    }
  }
  return problems;
};

/**
 * A list the content build writes for the editor's checks (public/admin/): null when it cannot be
 * read, and the check it feeds is then content:check's alone.
 * @param {string} url
 * @returns {Promise<unknown>}
 */
const buildList = (url) =>
  fetch(url)
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);

/**
 * @typedef {{ get(key: string): unknown, set(key: string, value: unknown): ImmutableMap }} ImmutableMap
 * @typedef {{ registerEventListener(listener: { name: string, handler: (args: { entry: ImmutableMap }) => unknown }): void, registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void, getWidget(name: string): { control?: unknown, preview?: unknown, schema?: unknown } | undefined }} DecapCms
 */
document.addEventListener("DOMContentLoaded", () => {
  const cms = /** @type {{ CMS?: DecapCms }} */ (/** @type {unknown} */ (window)).CMS;
  // Unreadable (a build without it): the pages check is content:check's alone.
  sitePages = buildList("/admin/pages.json").then((list) => (Array.isArray(list) ? new Set(list.map(String)) : null));
  oldAddresses = buildList("/admin/old-addresses.json").then((map) =>
    map && typeof map === "object"
      ? new Map(Object.entries(/** @type {Record<string, unknown>} */ (map)).map(([k, v]) => [k, String(v)]))
      : null,
  );
  const decap = /** @type {{ createClass?: unknown, h?: unknown }} */ (/** @type {unknown} */ (window));
  if (cms && typeof decap.createClass === "function" && typeof decap.h === "function") {
    const react = /** @type {Parameters<typeof dateControl>[0]} */ (/** @type {unknown} */ (decap));
    cms.registerWidget("adelaide_datetime", dateControl(react));
    const image = cms.getWidget("image");
    if (image?.control) cms.registerWidget("image", withDraftPhotos(react, image.control), image.preview, image.schema);
  }
  cms?.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      const data = /** @type {ImmutableMap} */ (entry.get("data"));
      if (entry.get("collection") === "redirects") {
        const rules = /** @type {{ toJS?: () => unknown } | undefined} */ (data.get("rules"));
        const list = rules?.toJS?.();
        const problems = redirectProblems(
          Array.isArray(list) ? /** @type {Array<Record<string, unknown>>} */ (list) : [],
          await sitePages,
        );
        // Thrown, the save stops and Decap shows the message: nothing is written.
        if (problems.length) throw new Error(problems.join("\n"));
        return data;
      }
      if (entry.get("collection") !== "posts") return data;
      // Thrown, the save stops and Decap shows the message: nothing is written.
      const date = data.get("date");
      const dateProblem = postDateProblem(typeof date === "string" ? date : "", Date.now());
      if (dateProblem) throw new Error(dateProblem);
      const title = data.get("title");
      const body = data.get("body");
      const text = bodyProblems(typeof body === "string" ? body : "", await sitePages, await oldAddresses);
      if (text.length) {
        const place = `${POSTS_PLACE} › ${typeof title === "string" && title.trim() ? title.trim() : "this post"} › ${BODY_FIELD}`;
        throw new Error(
          text.map((problem) => `${place}${problem.startsWith("is ") ? " " : ": "}${problem}`).join("\n"),
        );
      }
      if (!entry.get("newRecord") || data.get("address")) return data;
      return data.set("address", addressOf(typeof title === "string" ? title : ""));
    },
  });
});

// The editor by keyboard and screen reader, at any width. Decap leaves some of
// its controls without a name or a state, and two without a key that works: the picture
// library's Upload (a <label> around a hidden file input, which Enter and Space do not open) and
// its photos (focusable boxes that only a click selects), so a post's cover could not be chosen
// without a mouse. Each repair below looks for one pattern of Decap's markup, fills in only what
// is missing and changes nothing else: after a Decap release that changes the markup it matches
// nothing, the page is as Decap draws it, and tests/editor/accessibility.spec.ts names what came
// back. The look (width, contrast, focus) is editor.css's.

/** @param {Element} el @param {string} name @param {string} value */
const setIfMissing = (el, name, value) => {
  if (!el.hasAttribute(name)) el.setAttribute(name, value);
};
/** Names `el` when Decap gave it no name and `label` says something. @param {Element} el @param {string | undefined} label */
const nameIfUnnamed = (el, label) => {
  if (label) setIfMissing(el, "aria-label", label);
};
/** @param {string} selector */
const all = (selector) => [...document.querySelectorAll(selector)];

/** A picture library card is selected when Decap draws its border in its "active" blue. */
const SELECTED_BORDER = "rgb(58, 105, 199)";

/** Each repair, by what it mends. */
const REPAIRS = {
  // Rich-text toolbar: Bold, Italic, Link… are named only by a tooltip.
  toolbarNames() {
    for (const button of all("button[title]")) nameIfUnnamed(button, button.getAttribute("title") ?? "");
  },
  // Headings: Decap's toolbar button sits inside the menu button that opens the list of sizes, a
  // second stop for Tab that does nothing; the outer one, which works, takes its name.
  nestedMenuButton() {
    for (const menu of all("[role=button][aria-haspopup]")) {
      const inner = menu.querySelector("button");
      if (!inner) continue;
      nameIfUnnamed(menu, inner.title || inner.textContent?.trim());
      inner.inert = true;
    }
  },
  // The Rich Text / Markdown switch: no name, and no state until it is first pressed.
  markdownSwitch() {
    for (const toggle of all("button[role=switch]")) {
      setIfMissing(toggle, "aria-checked", "false");
      nameIfUnnamed(toggle, toggle.nextElementSibling?.textContent?.trim());
    }
  },
  // The text of a post: the box typed in is not tied to its field's label.
  richTextLabel() {
    for (const box of all("[data-slate-editor][role=textbox]")) {
      const label = box.closest("[class*='-ControlContainer']")?.querySelector("label");
      if (!label) continue;
      if (!label.id) label.id = `${label.htmlFor || "field"}-label`;
      setIfMissing(box, "aria-labelledby", label.id);
    }
  },
  // A list's items (a trade's duties, a story's paragraphs): fold, move and remove are icons only.
  listItemButtons() {
    for (const bar of all("[class*='-StyledListItemTopBar']")) {
      const [first, , last] = bar.children;
      if (bar.children.length === 3 && first instanceof HTMLButtonElement) {
        const label = bar.parentElement?.querySelector(":scope > [class*='-NestedObjectLabel']");
        const folded = label instanceof HTMLElement && getComputedStyle(label).display !== "none";
        first.setAttribute("aria-label", folded ? "Unfold this item" : "Fold this item");
      }
      const handle = bar.querySelector(":scope > [role=button]");
      if (handle) nameIfUnnamed(handle, "Move this item (Space, then the arrow keys)");
      if (last instanceof HTMLButtonElement && last !== first) nameIfUnnamed(last, "Remove this item");
    }
  },
  // The picture library's Upload is a <label> Tab stops at, which Enter and Space do not open,
  // around the file input that they would open but Tab skips (editor.css makes the library's
  // focus trap count it): the input becomes the one stop.
  uploadStop() {
    for (const upload of all("label.nc-fileUploadButton[tabindex='0']")) upload.setAttribute("tabindex", "-1");
  },
  // Each photo in the library is a box Tab reaches but only a click selects (Enter and Space:
  // below); its name is written under it, so its picture is decoration (alt="").
  libraryCards() {
    for (const card of all("[class*='-CardGridContainer'] [tabindex='0']")) {
      const inner = card.firstElementChild;
      if (!inner) continue;
      setIfMissing(card, "role", "button");
      card.setAttribute("aria-pressed", String(getComputedStyle(inner).borderTopColor === SELECTED_BORDER));
      for (const img of inner.querySelectorAll("img")) setIfMissing(img, "alt", "");
    }
  },
  // The preview pane (decision 028) is an unnamed frame: a screen reader announces "frame" and
  // nothing else. It is named for what it shows.
  previewFrame() {
    for (const frame of all("iframe:not([title])"))
      frame.setAttribute("title", "Preview: the page as visitors will see it");
  },
  // Closing the library hands focus back to the button that opened it, which "Choose selected"
  // has just replaced: focus fell to the page's start, and Tab began again at the top. It goes to
  // the photo field's first button instead.
  uploadFocusAfterSaving() {
    const input = document.querySelector("[role=dialog] label.nc-fileUploadButton input[type=file]");
    if (
      uploadHadFocus &&
      document.activeElement === document.body &&
      input instanceof HTMLInputElement &&
      !input.disabled
    )
      input.focus();
  },
  focusAfterLibrary() {
    const open = Boolean(document.querySelector("[role=dialog] .nc-fileUploadButton"));
    if (libraryWasOpen && !open && document.activeElement === document.body)
      fieldBeforeLibrary?.querySelector("button")?.focus();
    libraryWasOpen = open;
  },
};

let libraryWasOpen = false;
/** The field that had focus last outside a dialog: the one whose button opened the library. */
let fieldBeforeLibrary = /** @type {Element | null} */ (null);
document.addEventListener("focusin", (event) => {
  if (event.target instanceof Element && !event.target.closest("[role=dialog]"))
    fieldBeforeLibrary = event.target.closest("[class*='-ControlContainer']");
});

// Once a frame at most, after Decap has changed the page. One repair that throws (a Decap
// release that changed more than its markup) leaves the others working.
let repairPending = false;
new MutationObserver(() => {
  if (repairPending) return;
  repairPending = true;
  requestAnimationFrame(() => {
    repairPending = false;
    for (const [name, mend] of Object.entries(REPAIRS)) {
      try {
        mend();
      } catch (error) {
        console.error(`editor.js: the ${name} repair failed`, error);
      }
    }
  });
}).observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ["class"] });

// Enter and Space on the picture library's Upload open the file chooser, every time. Left to the
// browser they did not always: while an upload is saved Decap disables the file input, focus
// falls out of it to the page, and a key pressed then (or on the <label> around it, before the
// repair above has run) opens nothing. A key on Upload, or on the page itself while Upload was
// the last thing focused, opens the chooser itself, waiting for the input to be enabled again
// (the key's user activation lasts that long), and gives Upload its focus back.
window.addEventListener(
  "keydown",
  (event) => {
    if ((event.key !== "Enter" && event.key !== " ") || event.repeat) return;
    const label = event.target instanceof Element ? event.target.closest("label.nc-fileUploadButton") : null;
    const fellOut =
      event.target === document.body &&
      uploadHadFocus &&
      document.querySelector("[role=dialog] label.nc-fileUploadButton input[type=file]");
    if (!label?.querySelector("input[type=file]") && !fellOut) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const until = Date.now() + 4000;
    const open = () => {
      // Decap may have drawn the button again meanwhile: the library's input now, not the one pressed.
      const input = document.querySelector("[role=dialog] label.nc-fileUploadButton input[type=file]");
      if (input instanceof HTMLInputElement && !input.disabled) {
        input.focus();
        try {
          input.showPicker();
        } catch {
          input.click();
        }
      } else if (Date.now() < until) requestAnimationFrame(open);
    };
    open();
  },
  true,
);
// And focus goes back to Upload when an upload is saved, not to the top of the page.
let uploadHadFocus = false;
document.addEventListener("focusin", (event) => {
  uploadHadFocus = event.target instanceof Element && Boolean(event.target.closest("label.nc-fileUploadButton"));
});

// Enter and Space select a photo in the picture library, as a click does.
window.addEventListener(
  "keydown",
  (event) => {
    if ((event.key !== "Enter" && event.key !== " ") || event.repeat) return;
    const target = event.target;
    if (!(target instanceof Element) || !target.matches("[class*='-CardGridContainer'] [tabindex='0']")) return;
    const card = target.firstElementChild;
    if (!(card instanceof HTMLElement)) return;
    event.preventDefault();
    card.click();
  },
  true,
);

// Straight from one entry's screen to another's (the browser's Back or Forward, or an address
// typed or pasted), Decap keeps the first entry's form on screen under the second's address: its
// View Live fails ("Failed to load preview: Cannot read properties of undefined (reading
// 'get')") and a save there saves the first entry. Decap draws an entry from its file when it
// comes from a list, as a click in the editor does. Such a jump is sent by way of the entry's
// collection: this listener runs before Decap's (this script loads first), which never sees the
// jump; Decap closes the first entry (asking first if it has unsaved changes), draws the list,
// then the entry. Both steps replace the history's place, so Back and Forward still step over
// the entries alone. Not to or from a new entry's screen: Decap goes from there to the entry
// itself once it is saved, and to there for "Publish and create new".
const ENTRY_SCREEN = /^#\/collections\/([^/?]+)\/entries\/[^?]+$/;
/** An entry's screen, as Decap draws it (its styled components carry their names in their classes). */
const ENTRY_SCREEN_ROOT = "[class*='-EditorContainer']";
/** The entry a jump is on its way to while its collection's list is drawn, or "". */
let detour = "";
/** The entry's address put back after its unsaved changes were kept, which Decap must not see. */
let restoring = "";
/** Whether the question on the way (Decap's "leave this page?") was answered no. */
let leaveRefused = false;
// Decap asks through window.confirm, looked up when it asks: the answer is seen here.
const confirmAsked = window.confirm.bind(window);
window.confirm = (message) => {
  const yes = confirmAsked(message);
  if (detour && !yes) leaveRefused = true;
  return yes;
};
window.addEventListener("hashchange", (event) => {
  const from = new URL(event.oldURL).hash;
  const to = new URL(event.newURL).hash;
  if (restoring && to === restoring) {
    restoring = "";
    event.stopImmediatePropagation();
    return;
  }
  const collection = ENTRY_SCREEN.exec(to)?.[1];
  if (detour || collection === undefined || !ENTRY_SCREEN.test(from) || from === to) return;
  event.stopImmediatePropagation();
  detour = to;
  const list = `#/collections/${collection}`;
  location.replace(list);
  // Until the entry's screen has gone (its form), then on to the entry. If its unsaved changes
  // were kept (the question answered no), back to its own address, which Decap never left.
  const until = Date.now() + 10_000;
  const onward = () => {
    if (leaveRefused || location.hash !== list) {
      // (Not when the address is already there: no hashchange would come to clear `restoring`.)
      if (leaveRefused && location.hash !== from) {
        restoring = from;
        location.replace(from);
      }
      leaveRefused = false;
      detour = "";
    } else if (!document.querySelector(ENTRY_SCREEN_ROOT) || Date.now() > until) {
      location.replace(detour);
      detour = "";
    } else requestAnimationFrame(onward);
  };
  requestAnimationFrame(onward);
});
