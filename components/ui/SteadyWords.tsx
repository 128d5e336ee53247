import { Fragment } from 'react';
import { steadyWidthClasses, type MeasuredWord } from '@/lib/display-words';

/*
 * Display-font text paints first in a stand-in face (app/display-font-fallbacks.css), a little wider or narrower
 * than Russo One for any given word. When the font lands, text after a word, on a centred line or on a line that
 * re-wraps moves: a layout shift, and on a phone a heading that jumps a line. Here each word sits in a box as wide as
 * the display font draws it (measured at build time, lib/display-text-width.ts), so the boxes never change size; the
 * spaces between them are plain text in the body font, which never swaps, so the element holding the words must
 * have the body font (`font-sans`). Lines break at the same places and nothing moves. A box is an inline block, which
 * a link's underline does not reach: an underlined link passes its decoration classes as `className`.
 * Renders on the server and in client components alike (it only needs the measured widths).
 */

/** One word (no break inside) in the display font, in a box of the display font's width. */
export function SteadyWord({ word, className }: { word: MeasuredWord; className?: string }) {
  return (
    <span className={['steady-word', ...steadyWidthClasses(word.em), className].filter(Boolean).join(' ')}>
      {word.text}
    </span>
  );
}

/** Measured words with a space between them, where a line may break. */
export function SteadyWords({ words, className }: { words: MeasuredWord[]; className?: string }) {
  return words.map((word, i) => (
    <Fragment key={i}>
      {i > 0 && ' '}
      <SteadyWord word={word} className={className} />
    </Fragment>
  ));
}
