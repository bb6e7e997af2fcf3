// Code blocks are highlighted when the site is built (src/rehype/staticCodeBlocks.ts and the
// reference's render/highlight.ts): the browser loads no Prism grammar.
export default function prismIncludeLanguages(): void {}
