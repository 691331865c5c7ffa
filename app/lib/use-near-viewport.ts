import { type RefObject, useEffect, useState } from "react";

/**
 * True once the element comes within `margin` of the viewport (and stays true): for work
 * that only matters where it can be seen. Third-party frames: the browser's own
 * `loading="lazy"` starts a frame 1000px or more below the fold, so the form host's DNS, TLS
 * and document competed with /about's first paint. The carousels: mounting the marquee (it
 * measures, then copies its slides) was the longest task after hydration on the home page,
 * for a strip at the bottom. Without IntersectionObserver it answers true at once.
 */
export function useNearViewport(ref: RefObject<Element>, margin = "400px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a browser without the observer is known only in the browser, after hydration
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin, ref]);
  return near;
}
