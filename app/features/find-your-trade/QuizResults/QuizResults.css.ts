import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";
import { media } from "../../../styles/tokens";

const list = { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md } as const;
export const top = style({
  ...list,
  "@media": { [media.lg]: { gridTemplateColumns: "repeat(3, 1fr)" }, print: { gridTemplateColumns: "1fr" } },
});
export const rest = style({
  ...list,
  "@media": { [media.md]: { gridTemplateColumns: "repeat(2, 1fr)" }, print: { gridTemplateColumns: "1fr 1fr" } },
});
export const match = style({
  padding: vars.space.md,
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  // Printed, a result is never split across two A4 pages: the global print rules keep every li whole.
  "@media": { print: { padding: "2mm 3mm" } },
});
export const topMatch = style({ borderTop: `6px solid ${vars.color.amber}` });
export const name = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.h3 });
export const rank = style({ marginRight: vars.space.sm, color: vars.color.inkMuted });
// One fact a line. Wrapped side by side, a fact drawn before its value arrives would sit beside the
// one before, then move to the next line when its value came (the page is drawn while it arrives).
export const facts = style({ display: "grid", gap: vars.space.xs, margin: 0 });
export const fact = style({ display: "flex", gap: vars.space.xs });
// The label keeps its line; a long value (a trade whose page gives two pay figures) wraps beside it.
globalStyle(`${fact} dt`, { color: vars.color.inkMuted, flexShrink: 0 });
globalStyle(`${fact} dt::after`, { content: '":"' });
globalStyle(`${fact} dd`, { margin: 0, fontWeight: 700 });
export const reasonsLabel = style({ margin: `${vars.space.sm} 0 ${vars.space.xs}`, fontWeight: 700 });
export const reasons = style({ margin: 0, paddingLeft: vars.space.lg, display: "grid", gap: vars.space.xs });
export const quote = style({ fontStyle: "italic" });
export const none = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.inkMuted });
export const tradeLinks = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  margin: `${vars.space.sm} 0 0`,
  "@media": { print: { display: "none" } },
});
export const apply = style({ fontWeight: 700 });
/**
 * The result bands are laid out from the start. Skipped (content-visibility), a band is a 40rem
 * placeholder, but twelve results on a phone are far taller: the text then sits past the
 * placeholder, over the navy footer, and Lighthouse read it as ink on navy (colour contrast 0,
 * one run in three), as the explorer's chart band did.
 */
export const band = style({ selectors: { "&&": { contentVisibility: "visible" } } });

/** A trade an answer does not rule out: printed, the other trades are a name and figures each. */
export const ranked = style({});
globalStyle(`#other-trades ${ranked} :is(p, ul)`, { "@media": { print: { display: "none" } } });
export const exceptions = style({ margin: `${vars.space.sm} 0 0` });

/** The answers given, the day and the address: two columns of short lines, on screen and paper. */
export const kept = style([band, { "@media": { print: { breakInside: "avoid" } } }]);
export const answers = style({
  display: "grid",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `0 0 ${vars.space.md}`,
  "@media": { [media.md]: { gridTemplateColumns: "1fr 1fr" }, print: { gridTemplateColumns: "1fr 1fr" } },
});
export const answer = style({ minWidth: 0 });
globalStyle(`${answer} dt`, { color: vars.color.inkMuted });
globalStyle(`${answer} dd`, { margin: 0, fontWeight: 700 });
// The address is one long word: it wraps anywhere rather than push the page sideways.
export const address = style({ overflowWrap: "anywhere", margin: 0 });
export const talk = style({ "@media": { print: { breakInside: "avoid" } } });
/** After the top three: what the results are, then the ways on. */
export const explanation = style({ marginTop: vars.space.lg, maxWidth: "42rem" });
