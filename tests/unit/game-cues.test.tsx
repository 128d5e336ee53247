// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GradeName, InfusionName } from '@/components/ui/GameCues';
import { GRADES, INFUSIONS } from '@/lib/schemas/gear';
import { PALETTES } from '@/lib/site/theme';

/** The theme token a rendered name is coloured with (`text-<token>`), or undefined. */
const colourToken = (element: HTMLElement) => [...element.classList].find((c) => c.startsWith('text-'))?.slice('text-'.length);

describe('grade and infusion colour cues', () => {
  it.each(GRADES)('%s: named in text, coloured by a theme token', (grade) => {
    render(<GradeName grade={grade} />);
    const token = colourToken(screen.getByText(grade));
    expect(token).toBeDefined();
    expect(Object.keys(PALETTES.dark)).toContain(token);
  });

  it.each(INFUSIONS.filter((i) => i !== 'None'))('%s infusion: named in text, coloured by a theme token', (infusion) => {
    render(<InfusionName infusion={infusion} />);
    expect(Object.keys(PALETTES.dark)).toContain(colourToken(screen.getByText(infusion)));
  });

  it('"None" and unknown text show without a cue colour', () => {
    render(
      <>
        <InfusionName infusion="None" />
        <GradeName grade="Stat" />
      </>,
    );
    expect(colourToken(screen.getByText('None'))).toBeUndefined();
    expect(colourToken(screen.getByText('Stat'))).toBeUndefined();
  });
});
