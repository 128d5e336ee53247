/** How a language writes numbers: its group and decimal separators, and from how many digits it groups. */
export interface NumberStyle {
  group: string;
  decimal: string;
  /** 1: "1,000" (English); 2: "1000" but "10.000" (Spanish, Russian), as Intl.NumberFormat writes them. */
  minimumGroupingDigits: 1 | 2;
}

export const ENGLISH_NUMBERS: NumberStyle = { group: ',', decimal: '.', minimumGroupingDigits: 1 };

/** A style as an island's prop: group, decimal and minimum grouping digits (".|,|2"). */
export const encodeNumberStyle = (style: NumberStyle) => `${style.group}|${style.decimal}|${style.minimumGroupingDigits}`;

export function decodeNumberStyle(value: string | undefined): NumberStyle {
  const [group, decimal, digits] = value?.split('|') ?? [];
  return group !== undefined && decimal ? { group, decimal, minimumGroupingDigits: digits === '2' ? 2 : 1 } : ENGLISH_NUMBERS;
}
