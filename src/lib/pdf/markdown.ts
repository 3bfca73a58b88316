/**
 * An entry's Markdown body as the PDFs set it: headings, paragraphs and lists, with bold and
 * italic words; links keep their text. The body is parsed by the same Markdown parser the site's
 * pages use (mdast), so a PDF reads the body as its page does. What a printed page cannot hold
 * the way the page shows it (a table, a picture, code, raw HTML) fails the build, naming the file
 * and the line.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';

type RootContent = ReturnType<typeof fromMarkdown>['children'][number];
type PhrasingContent = Extract<RootContent, { type: 'paragraph' }>['children'][number];

export interface Run {
  text: string;
  strong?: boolean;
  emphasis?: boolean;
}

export type Block = { kind: 'heading'; runs: Run[] } | { kind: 'paragraph'; runs: Run[] } | { kind: 'list'; ordered: boolean; items: Run[][] };

function runsOf(nodes: readonly PhrasingContent[], marks: Omit<Run, 'text'> = {}): Run[] {
  return nodes.flatMap((node): Run[] => {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        return [{ text: node.value.replace(/\s*\n\s*/g, ' '), ...marks }];
      case 'break':
        return [{ text: '\n', ...marks }];
      case 'strong':
        return runsOf(node.children, { ...marks, strong: true });
      case 'emphasis':
        return runsOf(node.children, { ...marks, emphasis: true });
      case 'link':
      case 'delete':
        return runsOf(node.children, marks);
      default:
        return [];
    }
  });
}

/** The blocks of a Markdown body; `file` is what an error names. */
export function markdownBlocks(markdown: string, file: string): Block[] {
  const refuse = (node: RootContent): never => {
    throw new Error(`${file}, body (line ${node.position?.start.line ?? '?'}): a ${node.type} cannot be set in the entry's PDF. Write it as headings, paragraphs or lists.`);
  };
  const blocks = (nodes: readonly RootContent[]): Block[] =>
    nodes.flatMap((node): Block[] => {
      switch (node.type) {
        case 'heading':
          return [{ kind: 'heading', runs: runsOf(node.children) }];
        case 'paragraph':
          return [{ kind: 'paragraph', runs: runsOf(node.children) }];
        case 'blockquote':
          return blocks(node.children);
        case 'list':
          return [
            {
              kind: 'list',
              ordered: Boolean(node.ordered),
              items: node.children.map((item) => blocks(item.children).flatMap((b) => (b.kind === 'list' ? b.items.flatMap((runs) => [{ text: ' ' }, ...runs]) : b.runs))),
            },
          ];
        case 'thematicBreak':
        case 'definition':
          return [];
        default:
          return refuse(node);
      }
    });
  return blocks(fromMarkdown(markdown).children);
}
