import type { Trade } from "~content/schema";
import { APPLICATION_FORM_URL } from "~content/site";
import { container, section } from "../../styles/layout.css";
import { ButtonLink } from "../ButtonLink/ButtonLink";
import { PageIntro } from "../PageIntro/PageIntro";

/** One trade's page; served at /trades/{slug} and, for painter, at /painter/. */
export function TradePage({ trade }: { trade: Trade }) {
  return (
    <>
      <PageIntro eyebrow={`${trade.demand} demand`} heading={trade.name} lead={`${trade.pageSalary ?? trade.salary} per year`}>
        <ButtonLink href={APPLICATION_FORM_URL}>Apply Now</ButtonLink>
      </PageIntro>
      <div className={`${container} ${section}`}>
        {trade.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </>
  );
}
