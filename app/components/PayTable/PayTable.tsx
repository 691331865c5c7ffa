import { Link } from "@remix-run/react";
import { PAY_WORDING } from "~content/pay";
import type { PayTable as PayTableCopy } from "~content/schema";
import { FAIR_WORK_PAY_CALCULATOR_URL, FAIR_WORK_PAY_GUIDES_URL } from "~content/site";
import { ExternalAnchor } from "../ButtonLink/ButtonLink";
import { ToConfirm } from "../Answer/Answer";
import { Section } from "../Section/Section";
import * as pages from "../../styles/pages.css";
import * as styles from "./PayTable.css";

/** One trade's two SPEC §9 figures, each already worded (app/lib/pay-table.server.ts). */
export type PayRow = { slug: string; name: string; href: string; firstYear: string; qualified: string };

const heading = (wording: string) => wording.charAt(0).toUpperCase() + wording.slice(1);

/** Pay through the apprenticeship: the two figures per trade, then where to check each year's rate. */
export function PayTable({ id, copy, rows }: { id: string; copy: PayTableCopy; rows: readonly PayRow[] }) {
  return (
    <Section id={id} heading={copy.heading} lead={copy.lead}>
      <div className={styles.scroller} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className={styles.table}>
          <caption id={`${id}-caption`} className={styles.caption}>
            Pay by trade: {PAY_WORDING.firstYear}, and {PAY_WORDING.qualified}
          </caption>
          <thead>
            <tr>
              <th scope="col">Trade</th>
              <th scope="col">{heading(PAY_WORDING.firstYear)}</th>
              <th scope="col">{heading(PAY_WORDING.qualified)}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.slug}>
                <th scope="row">
                  <Link to={row.href} prefetch="intent">
                    {row.name}
                  </Link>
                </th>
                <td>{row.firstYear}</td>
                <td>{row.qualified}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={pages.prose}>
        {copy.award.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <ul className={styles.sources}>
        <li>
          <ExternalAnchor href={FAIR_WORK_PAY_GUIDES_URL}>{copy.fairWork.guidesLabel}</ExternalAnchor>
        </li>
        <li>
          <ExternalAnchor href={FAIR_WORK_PAY_CALCULATOR_URL}>{copy.fairWork.calculatorLabel}</ExternalAnchor>
        </li>
      </ul>
      <ToConfirm items={copy.toConfirm} />
    </Section>
  );
}
