import { useLoaderData } from "@remix-run/react";
import { ButtonLink } from "~/components/ButtonLink/ButtonLink";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { Section } from "~/components/Section/Section";
import { TradeCard } from "~/components/TradeCard/TradeCard";
import { metaFromLoader } from "~/lib/meta";
import { loadPage } from "~/lib/page.server";
import * as styles from "~/styles/pages.css";
import { EXPLORER_LINK, QUIZ_LINK } from "~content/navigation";
import { CONTACT, mailHref } from "~content/site";
import { TRADES, TRADES_PAGE, cardPay } from "~/lib/content.server";

export const loader = () =>
  loadPage("trades", () => ({
    copy: TRADES_PAGE,
    trades: TRADES.map((trade) => {
      const { slug, name, icon, demand, description } = trade;
      return { slug, name, icon, demand, description, ...cardPay(trade) };
    }),
  }));
export const meta = metaFromLoader;

export default function Trades() {
  const { page, copy, trades } = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro heading={page.heading} lead={copy.lead}>
        <ButtonLink href={EXPLORER_LINK.href}>{copy.explorerLabel}</ButtonLink>
        <ButtonLink href={QUIZ_LINK.href} variant="outlineLight">
          {QUIZ_LINK.label}
        </ButtonLink>
      </PageIntro>
      <Section tone="muted">
        <ul className={styles.cardGrid} aria-label={copy.listLabel}>
          {trades.map((trade) => (
            <li key={trade.slug}>
              <TradeCard trade={trade} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="other-trades" heading={copy.otherTrades.heading} lead={copy.otherTrades.text}>
        <ButtonLink href={mailHref(CONTACT.email, copy.otherTrades.heading)}>{copy.otherTrades.label}</ButtonLink>
      </Section>
    </>
  );
}
