import { useEffect, useState } from "react";

// True once React has hydrated the page. Components render their no-JavaScript form
// (native <details>, a still row of photos) on the server and during hydration, then
// upgrade. Components mounted later, after a client navigation, start upgraded.
let hydrating = true;

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    hydrating = false;
    setHydrated(true);
  }, []);
  return hydrated;
}
