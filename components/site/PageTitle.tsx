/** A page's H1 in the display font, two-tone when it has an accent part. */
export function PageTitle({ title, accent }: { title: string; accent?: string }) {
  return (
    <h1 className="text-3xl text-gold sm:text-4xl">
      {title}
      {accent && (
        <>
          {' '}
          <span className="text-sky">{accent}</span>
        </>
      )}
    </h1>
  );
}
