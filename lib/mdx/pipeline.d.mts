import type { CompileOptions } from '@mdx-js/mdx';

export const bundlerMdxOptions: { remarkPlugins: (string | [string, Record<string, unknown>])[]; rehypePlugins: string[] };
export const compileMdxOptions: Pick<CompileOptions, 'remarkPlugins' | 'rehypePlugins'>;
