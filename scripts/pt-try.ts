import fs from 'node:fs';
import { mdxToMarkdown } from '../lib/plain-text/markdown';
const src = fs.readFileSync('/work/wt-offline/content/wiki/' + process.argv[2] + '.mdx', 'utf8');
console.log(mdxToMarkdown(src, (name, attrs, children) => `[${name} ${JSON.stringify(attrs)}]${children ? ' ' + children : ''}`));
