import { useEffect, useState } from "react";
import { fillWords } from "~/lib/site-words";
import { useHydrated } from "~/lib/use-hydrated";
import type { PostSidebarContent } from "~content/schema";
import { FACEBOOK_SHARE_URL, LINKEDIN_SHARE_URL } from "~content/site";
import { ExternalAnchor } from "../ButtonLink/ButtonLink";
import * as styles from "./ShareButtons.css";

type Status = { kind: "idle" } | { kind: "copied" } | { kind: "failed"; url: string };

export const facebookShareUrl = (address: string) => `${FACEBOOK_SHARE_URL}?u=${encodeURIComponent(address)}`;
export const linkedInShareUrl = (address: string) => `${LINKEDIN_SHARE_URL}?url=${encodeURIComponent(address)}`;

/**
 * Copy link on a page that ships no framework script (a post): a few lines, inline and hashed
 * into the CSP like every inline script, point the share links at the current address (as
 * the component does once hydrated), show the button and do what the component's `copy` does. React never runs this text: a script it inserts on a client navigation is inert, and
 * the component's own handler is there instead. The words come from the status line's data
 * attributes, so the script's text, and its hash, are the same on every post.
 */
export const COPY_LINK_SCRIPT = `(function(){var r=document.currentScript.previousElementSibling,b=r.querySelector("button[data-pending]"),s=r.querySelector("[data-copied]");r.querySelectorAll("a[href*='?']").forEach(function(a){var p=a.href.split("?");a.href=p[0]+"?"+p[1].split("=")[0]+"="+encodeURIComponent(location.href)});if(!b||!s)return;b.className=b.dataset.pending;b.removeAttribute("data-pending");b.onclick=function(){var u=location.href;function t(c,w){s.className=c;s.textContent=w}(navigator.clipboard?navigator.clipboard.writeText(u):Promise.reject()).then(function(){t(s.dataset.ok,s.dataset.copied)},function(){t(s.dataset.error,s.dataset.failed.split("{url}").join(u))})}})()`;

/**
 * Share the page: Facebook and LinkedIn links carry the current address (the canonical one
 * until hydration), and Copy link writes it to the clipboard, saying what happened, on screen
 * and to screen readers, including when the browser refuses.
 */
export function ShareButtons({ canonicalUrl, words }: { canonicalUrl: string; words: PostSidebarContent["share"] }) {
  const [address, setAddress] = useState(canonicalUrl);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  // Copying needs the script: until it runs, the button keeps its place but is not shown (nor
  // reachable), so nobody presses a button that does nothing.
  const hydrated = useHydrated();
  // The server has no window.location: the address changes after hydration, to match its HTML first.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- read once from the browser, after hydration
  useEffect(() => setAddress(window.location.href), []);

  const copy = async () => {
    const current = window.location.href;
    try {
      if (!navigator.clipboard) throw new Error("Clipboard unavailable");
      await navigator.clipboard.writeText(current);
      setStatus({ kind: "copied" });
    } catch {
      setStatus({ kind: "failed", url: current });
    }
  };

  return (
    <>
      <div className={styles.share}>
        <ul className={styles.list}>
          <li>
            <ExternalAnchor href={facebookShareUrl(address)} className={styles.button}>
              {words.facebook}
            </ExternalAnchor>
          </li>
          <li>
            <ExternalAnchor href={linkedInShareUrl(address)} className={styles.button}>
              {words.linkedin}
            </ExternalAnchor>
          </li>
          <li>
            <button
              type="button"
              className={hydrated ? styles.button : `${styles.button} ${styles.pending}`}
              data-pending={hydrated ? undefined : styles.button}
              onClick={copy}
            >
              {words.copyLink}
            </button>
          </li>
        </ul>
        <p
          role="status"
          className={status.kind === "failed" ? styles.error : styles.status}
          data-copied={words.copied}
          data-failed={words.failed}
          data-ok={styles.status}
          data-error={styles.error}
        >
          {status.kind === "copied" ? words.copied : null}
          {status.kind === "failed" ? fillWords(words.failed, { url: status.url }) : null}
        </p>
      </div>
      {hydrated ? null : <script dangerouslySetInnerHTML={{ __html: COPY_LINK_SCRIPT }} />}
    </>
  );
}
