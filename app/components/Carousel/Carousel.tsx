import { useEffect, useRef, useState, type ComponentType } from "react";
import type { MarqueeProps } from "react-fast-marquee";
import { useIdleUpgrade } from "~/lib/use-hydrated";
import { useLoadedWhen } from "~/lib/use-loaded-when";
import { useNearViewport } from "~/lib/use-near-viewport";
import type { Image } from "~content/schema";
import { Picture } from "../Picture/Picture";
import * as styles from "./Carousel.css";
import { useSiteWords } from "~/lib/site-words";

type Marquee = ComponentType<MarqueeProps>;
/**
 * The marquee's code is fetched only when a strip is about to move (idle, near the viewport, no
 * reduced motion): no page's first load carries it, and the still row stands in until it comes.
 * In the ESM client build the default export can arrive as the module object (React error #130
 * if rendered as is); it is unwrapped here, the one place the library is used.
 */
const loadMarquee = () =>
  import("react-fast-marquee").then((module): { Marquee: Marquee } => {
    const exported: unknown = module.default;
    return { Marquee: (exported as { default?: Marquee }).default ?? (exported as Marquee) };
  });

/** SPEC §9: speed 1 (we read it as one slide-width per scroll step, i.e. slow), no start delay, loop. */
const SPEED_PX_PER_SECOND = 40;

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

/**
 * A continuously looping photo strip. The server (and a visitor without JavaScript, or who
 * prefers reduced motion, and everyone until the strip nears the viewport) gets a still,
 * scrollable row of the same photos at the same height, so nothing shifts when the marquee
 * mounts. The marquee pauses on hover, while focus is inside it and while its Pause photos
 * box is ticked (CSS only, so a tick made before hydration holds), and the copies it makes
 * to fill the loop are hidden from assistive technology.
 */
export function Carousel({
  images,
  label,
  perView = "default",
}: {
  images: readonly Image[];
  label: string;
  perView?: keyof typeof styles.perView;
}) {
  const site = useSiteWords();
  const idle = useIdleUpgrade();
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const root = useRef<HTMLDivElement>(null);
  // The marquee starts moving when the strip is nearly in view: nobody sees it move sooner.
  const near = useNearViewport(root, "200px");

  const wanted = idle && near && !reducedMotion;
  // A failed fetch (offline) leaves the still row, which is the whole carousel without the motion.
  const loaded = useLoadedWhen(wanted, loadMarquee);
  const animate = wanted && loaded !== null;

  // Only the first set of slides is for people using assistive technology; everything the
  // marquee copies to fill the loop (it re-copies on resize) is hidden and inert.
  useEffect(() => {
    const container = root.current;
    if (!animate || !container) return;
    const hideCopies = () => {
      const original = container.querySelector(".rfm-initial-child-container");
      container.querySelectorAll<HTMLElement>(".rfm-child").forEach((child) => {
        if (original?.contains(child) || child.hasAttribute("aria-hidden")) return;
        child.setAttribute("aria-hidden", "true");
        child.setAttribute("inert", "");
      });
    };
    hideCopies();
    const observer = new MutationObserver(hideCopies);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [animate]);

  const slides = images.map((image, i) => (
    <div key={`${image.src}-${i}`} className={styles.slide}>
      <Picture image={image} sizes="slide" className={styles.image} />
    </div>
  ));

  // The region itself takes focus: keyboard users can scroll the still row with the arrow
  // keys (an unfocusable scroller fails WCAG 2.1.1), and focusing the moving strip pauses it
  // (2.2.2). The still row is the region, so the scroller is the focusable element.
  return (
    <div className={styles.wrap}>
      <label className={styles.pause}>
        <input type="checkbox" className={styles.pauseBox} />
        {site.pausePhotos}
      </label>
      <div
        ref={root}
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        tabIndex={0}
        className={[styles.carousel, styles.perView[perView], animate ? null : styles.still].filter(Boolean).join(" ")}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          // Without the assertion esbuild names its minified variables differently (it counts the `Node`), which changes the bundle's hash.
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        {animate && loaded ? (
          <loaded.Marquee speed={SPEED_PX_PER_SECOND} delay={0} loop={0} pauseOnHover play={!focused} autoFill>
            {slides}
          </loaded.Marquee>
        ) : (
          slides
        )}
      </div>
    </div>
  );
}
