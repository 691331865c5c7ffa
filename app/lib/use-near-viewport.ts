import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * True once the element comes within `margin` of the viewport (and stays true). For
 * third-party frames: the browser's own `loading="lazy"` starts a frame 1000px or more
 * below the fold, so on a short page the form host's DNS, TLS and document compete with our
 * first paint. Without IntersectionObserver (very old browsers) it answers true at once.
 */
export function useNearViewport<T extends Element>(margin = "400px"): [boolean, RefObject<T>] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
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
  }, [near, margin]);
  return [near, ref];
}
