import { useLoaderData } from "@remix-run/react";
import { PageIntro } from "~/components/PageIntro/PageIntro";
import { metaFromLoader, pageLoader } from "~/lib/page";

export const loader = pageLoader("futurePathways");
export const meta = metaFromLoader;

export default function FuturePathways() {
  const { page } = useLoaderData<typeof loader>();
  return <PageIntro heading={page.heading} lead={page.description} />;
}
