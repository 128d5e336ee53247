import type { ComponentPropsWithoutRef } from 'react';

/** Styling of every collapsed block in wiki text; pages use it for the closing "Notes on sources". */
export const notesOnSourcesClass =
  'my-8 rounded-lg border border-line bg-surface-2 p-4 text-sm text-muted [&_summary]:cursor-pointer [&_summary]:font-semibold [&_summary]:text-text [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5 [&_p]:mt-2 [&_a]:text-sky [&_a]:underline';

/** The `<details>` element of MDX, styled; the summary and body come from the page. */
export function Details(props: ComponentPropsWithoutRef<'details'>) {
  return <details {...props} className={notesOnSourcesClass} />;
}
