import { measuredDisplayWords } from '@/lib/display-text-width';
import { SteadyWords } from './SteadyWords';

/** Display-font text that keeps its lines and its place when the font replaces its stand-in (see SteadyWords). */
export function SteadyDisplayText({ text, className }: { text: string; className?: string }) {
  return <SteadyWords words={measuredDisplayWords(text)} className={className} />;
}
