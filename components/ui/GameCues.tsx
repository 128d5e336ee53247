import type { ReactNode } from 'react';
import type { Grade, INFUSIONS } from '@/lib/schemas/gear';

type Infusion = (typeof INFUSIONS)[number];

/**
 * The game's colour cues as theme tokens with AA contrast in both themes; the text always names the grade, so colour
 * is only a cue. Class names are written out for Tailwind's scanner.
 */
const GRADE_CLASS: Record<Grade, string> = {
  Special: 'text-grade-special',
  Rare: 'text-grade-rare',
  Unique: 'text-grade-unique',
  Legend: 'text-grade-legend',
  God: 'text-grade-god',
};

const INFUSION_CLASS: Record<Infusion, string> = {
  None: '',
  Fire: 'text-infusion-fire',
  Flame: 'text-infusion-flame',
  Water: 'text-infusion-water',
  Earth: 'text-infusion-earth',
  Land: 'text-infusion-land',
  Darkness: 'text-infusion-darkness',
  Light: 'text-infusion-light',
  Wind: 'text-infusion-wind',
  Space: 'text-infusion-space',
  Battle: 'text-infusion-battle',
};

const isGrade = (text: string): text is Grade => Object.hasOwn(GRADE_CLASS, text);
const isInfusion = (text: string): text is Infusion => Object.hasOwn(INFUSION_CLASS, text);

/** A grade's name in its colour (any other text, e.g. a lower-case URL value, shows plain). */
export function GradeName({ grade }: { grade: string }) {
  return <span className={`font-semibold ${isGrade(grade) ? GRADE_CLASS[grade] : ''}`}>{grade}</span>;
}

/** An infusion's name in its colour ("None" shows plain); `children` replace the name's text where a page words it its own way. */
export function InfusionName({ infusion, children }: { infusion: string; children?: ReactNode }) {
  return <span className={`font-semibold ${isInfusion(infusion) ? INFUSION_CLASS[infusion] : ''}`}>{children ?? infusion}</span>;
}

/** `<Infusion name="Fire" />` in the infusion's colour (a heading passes the text as children to get its id). */
export function Infusion({ name, children }: { name: string; children?: ReactNode }) {
  if (!isInfusion(name)) throw new Error(`Infusion: unknown infusion "${name}"`);
  return <InfusionName infusion={name}>{children}</InfusionName>;
}

/** Grade names in their colours, joined by `separator`. */
export function GradeNames({ grades, separator }: { grades: readonly string[]; separator: string }) {
  return grades.map((grade, i) => (
    <span key={grade}>
      {i > 0 && separator}
      <GradeName grade={grade} />
    </span>
  ));
}
