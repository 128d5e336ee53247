import type { CompileOptions } from '@mdx-js/mdx';

export const bundlerMdxOptions: { remarkPlugins: string[]; rehypePlugins: string[] };
export const compileMdxOptions: Pick<CompileOptions, 'remarkPlugins' | 'rehypePlugins'>;
