import { Fragment, type ReactNode } from "react";
import { templateParts } from "~/lib/template";

/**
 * Staff's words with their placeholders filled by elements: "Call us on {phone}" with
 * the number as a link. A placeholder without a value stays as written, so a gap shows, never hides.
 */
export function Filled({ template, values }: { template: string; values: Readonly<Record<string, ReactNode>> }) {
  return (
    <>
      {templateParts(template).map((part, i) => (
        <Fragment key={i}>{"text" in part ? part.text : (values[part.name] ?? `{${part.name}}`)}</Fragment>
      ))}
    </>
  );
}
