import { SteadyDisplayText } from '../ui/SteadyDisplayText';

/** A page's H1 in the display font, two-tone when it has an accent part; it keeps its lines when the font lands. */
export function PageTitle({ title, accent }: { title: string; accent?: string }) {
  return (
    <h1 className="font-sans text-3xl text-gold sm:text-4xl">
      <SteadyDisplayText text={title} />
      {accent && (
        <>
          {' '}
          <SteadyDisplayText text={accent} className="text-sky" />
        </>
      )}
    </h1>
  );
}
