import { Fragment, type ReactNode } from 'react';
import type { Template } from '@/lib/schemas/template';
import { templateParts, type TemplateValue } from '@/lib/model/template';
import { formatNumber } from '@/lib/model/format';

/** A sentence of copy whose placeholders hold links, emphasis or other nodes (plain values: fillTemplate). */
export function Fill<N extends string>({ text, values }: { text: Template<N>; values: Record<N, ReactNode | TemplateValue> }) {
  return templateParts(text).map((part, i) => {
    if ('text' in part) return <Fragment key={i}>{part.text}</Fragment>;
    const value = (values as Record<string, ReactNode | TemplateValue>)[part.placeholder];
    if (value === undefined) throw new Error(`Fill: no value for {${part.placeholder}} in "${text}"`);
    return <Fragment key={i}>{typeof value === 'number' || typeof value === 'bigint' ? formatNumber(value) : value}</Fragment>;
  });
}
