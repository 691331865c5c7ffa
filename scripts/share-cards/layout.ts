/**
 * What a share card looks like: the site's hero band (navy, an amber eyebrow, a white heading
 * in bold) with the logo above and the amber line and brick courses of og-default.svg below.
 * Elements for satori, made with React's createElement (satori reads React elements; a .ts
 * file keeps the scripts free of a second JSX setup). Colours are app/styles/tokens.ts's.
 */
import { createElement as h, type CSSProperties, type ReactElement } from "react";
import { tokens } from "../../app/styles/tokens";
import type { Card } from "./cards";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/**
 * Where text may go: 48 px in from each side, above the brick band. Networks crop a 1.91:1
 * card to 2:1 (15 px off the top and the bottom) or round its corners; nothing is lost there.
 */
export const SAFE_AREA = { left: 48, top: 40, right: CARD_WIDTH - 48, bottom: 574 } as const;
export const FONT_FAMILY = "Atkinson Hyperlegible";

/** One step of the fitting ladder (render.ts tries them in order until the text fits). */
export type TextSizes = { heading: number; lead: number };

/** A picture as a data: URL, already the size it is drawn at. */
export type CoverImage = { src: string; width: number; height: number };
export const COVER_BOX = { width: 480, height: 270 } as const;

const { color } = tokens;
const BAND_TOP = 578;

/** The Born to Build mark (app/components/Logo), amber on navy. */
function logo(): ReactElement {
  const brick = (x: number, y: number, width: number, height = 6) =>
    h("rect", { key: `${x},${y}`, x, y, width, height, rx: 1, fill: color.amber });
  return h(
    "div",
    { style: { display: "flex", alignItems: "center", gap: 16 } },
    h(
      "svg",
      { width: 56, height: 56, viewBox: "0 0 48 48" },
      h("path", {
        d: "M4 20 24 6l20 14",
        fill: "none",
        stroke: color.amber,
        strokeWidth: 5,
        strokeLinejoin: "round",
        strokeLinecap: "round",
      }),
      brick(8, 24, 14),
      brick(26, 24, 14),
      brick(8, 33, 6),
      brick(17, 33, 14),
      brick(34, 33, 6),
      brick(8, 42, 32, 4),
    ),
    h(
      "div",
      {
        style: {
          display: "flex",
          flexDirection: "column",
          color: color.paper,
          fontSize: 24,
          fontWeight: 700,
          lineHeight: 1,
          letterSpacing: 2,
        },
      },
      h("span", null, "BORN TO"),
      h("span", null, "BUILD"),
    ),
  );
}

/** og-default.svg's foot: an amber line over courses of navy bricks. */
function brickBand(): ReactElement {
  const row = (y: number, offset: number) =>
    Array.from({ length: 17 }, (_, i) =>
      h("rect", { key: `${y},${i}`, x: offset + i * 80 + 1, y, width: 78, height: 22, rx: 2, fill: color.navyLight }),
    );
  return h(
    "svg",
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT - BAND_TOP,
      viewBox: `0 0 ${CARD_WIDTH} ${CARD_HEIGHT - BAND_TOP}`,
      style: { position: "absolute", left: 0, top: BAND_TOP },
    },
    h("rect", { x: 0, y: 0, width: CARD_WIDTH, height: 8, fill: color.amber }),
    ...row(12, 0),
    ...row(38, -40),
  );
}

const eyebrowStyle: CSSProperties = {
  color: color.amber,
  fontSize: 26,
  fontWeight: 700,
  letterSpacing: 2,
  textTransform: "uppercase",
};

/** A trade's figure, as the "At a glance" cards show it: amber edge, figure, what it is. */
function stat({ value, label }: { value: string; label: string }, i: number): ReactElement {
  return h(
    "div",
    {
      key: i,
      style: {
        display: "flex",
        flexDirection: "column",
        padding: "14px 20px",
        borderLeft: `6px solid ${color.amber}`,
        backgroundColor: color.navyLight,
        borderRadius: 6,
        maxWidth: 460,
      },
    },
    h("span", { style: { color: color.paper, fontSize: 40, fontWeight: 700, lineHeight: 1.15 } }, value),
    h("span", { style: { color: color.amber, fontSize: 24, fontWeight: 700, lineHeight: 1.3 } }, label),
  );
}

/** The explorer's picture: one amber bar per trade, its height the trade's yearly pay. */
function bars(values: readonly number[]): ReactElement {
  const top = Math.max(...values);
  return h(
    "div",
    { style: { display: "flex", alignItems: "flex-end", gap: 8, height: 300, width: 380, flexShrink: 0 } },
    ...values.map((value, i) =>
      h("div", {
        key: i,
        style: {
          flex: 1,
          height: Math.round((300 * value) / top),
          backgroundColor: i === 0 ? color.amber : color.amberDark,
          borderRadius: "4px 4px 0 0",
        },
      }),
    ),
  );
}

/** The whole card, its text at `sizes`. */
export function cardElement(card: Card, sizes: TextSizes, cover?: CoverImage): ReactElement {
  const text = h(
    "div",
    { style: { display: "flex", flexDirection: "column", flex: 1, minWidth: 0 } },
    h("div", { style: eyebrowStyle }, card.eyebrow),
    h(
      "div",
      {
        style: {
          color: color.paper,
          fontSize: sizes.heading,
          fontWeight: 700,
          lineHeight: 1.1,
          marginTop: 14,
          // A very long word (a pasted address) wraps instead of running off the card.
          wordBreak: "break-word",
        },
      },
      card.heading,
    ),
    card.lead
      ? h(
          "div",
          {
            style: { color: color.line, fontSize: sizes.lead, lineHeight: 1.3, marginTop: 20, wordBreak: "break-word" },
          },
          card.lead,
        )
      : null,
    card.stats
      ? h("div", { style: { display: "flex", flexWrap: "wrap", gap: 20, marginTop: 36 } }, ...card.stats.map(stat))
      : null,
  );
  const side = cover
    ? h("img", {
        src: cover.src,
        width: cover.width,
        height: cover.height,
        style: { borderRadius: 12, border: `4px solid ${color.amber}`, flexShrink: 0 },
      })
    : card.bars
      ? bars(card.bars)
      : null;
  // Satori sizes boxes without their padding (content-box), so the frame is placed, not padded.
  return h(
    "div",
    {
      style: {
        display: "flex",
        position: "relative",
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        backgroundColor: color.navy,
        fontFamily: FONT_FAMILY,
      },
    },
    h(
      "div",
      {
        style: {
          display: "flex",
          flexDirection: "column",
          position: "absolute",
          left: 64,
          top: 44,
          width: CARD_WIDTH - 128,
          height: BAND_TOP - 12 - 44,
        },
      },
      logo(),
      h("div", { style: { display: "flex", alignItems: "center", gap: 48, flex: 1 } }, text, side),
    ),
    brickBand(),
  );
}
