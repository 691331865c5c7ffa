import { useLoaderData } from "@remix-run/react";
import { ButtonLink } from "~/components/ButtonLink/ButtonLink";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { metaFromLoader, pageLoader } from "~/lib/page";
import { APPLICATION_FORM_URL } from "~content/site";

export const loader = pageLoader("home");
export const meta = metaFromLoader;

export default function Home() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <PageIntro heading={page.heading} lead={page.description}>
      <ButtonLink href={APPLICATION_FORM_URL}>Apply Now</ButtonLink>
      <ButtonLink href="/trades" variant="outlineLight">
        Explore Trades
      </ButtonLink>
    </PageIntro>
  );
}
