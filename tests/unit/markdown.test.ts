import { describe, expect, it } from 'vitest';
import { markdownPreviewHtml } from '../../admin/previews/markdown';
import { markdownToHtml } from '@/lib/markdown';

describe('markdownToHtml', () => {
  it('renders paragraphs, emphasis, lists and links', async () => {
    const html = await markdownToHtml('Named after *Verbanus*.\n\n- one\n- [two](/contact)\n');
    expect(html).toContain('<p>Named after <em>Verbanus</em>.</p>');
    expect(html).toMatch(/<li><a href="\/contact">two<\/a><\/li>/);
  });
});

/** What a reader sees of the HTML: its text, entities decoded. */
const visible = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:lt|#x3C);/g, '<')
    .replace(/&(?:gt|#x3E);/g, '>')
    .replace(/&(?:amp|#x26);/g, '&');

// The site and the CMS preview hold Markdown to one allow-list: both renderers answer alike.
const renderers = [
  ['the site', markdownToHtml],
  ['the CMS preview', async (source: string) => markdownPreviewHtml(source)],
] as const;

describe.each(renderers)('Markdown on %s', (_, render) => {
  it('shows typed HTML as the text it is', async () => {
    const html = await render('Before <script>alert(1)</script> and <img src=x onerror=alert(1)> after\n\n<div>\n\nopen\n');
    expect(html).not.toMatch(/<script|<img|<div/);
    expect(visible(html)).toContain('Before <script>alert(1)</script> and <img src=x onerror=alert(1)> after');
    expect(visible(html)).toContain('<div>');
  });

  it('shows "<5% vacancy", "A & B" and <b> exactly as typed', async () => {
    const html = await render('Under <5% vacancy, A & B, <b>bold</b>\n');
    expect(html).not.toContain('<b>');
    expect(visible(html)).toContain('Under <5% vacancy, A & B, <b>bold</b>');
  });

  it('drops a javascript: address and keeps the link’s words', async () => {
    const html = await render('[Open](javascript:alert(1)) [Mail](mailto:ir@example.ch) [Page](/contact) [Web](https://example.ch)\n');
    expect(html).not.toContain('javascript');
    expect(html).toContain('<a>Open</a>');
    expect(html).toContain('<a href="mailto:ir@example.ch">Mail</a>');
    expect(html).toContain('<a href="/contact">Page</a>');
    expect(html).toContain('<a href="https://example.ch">Web</a>');
  });

  it('keeps the elements Markdown makes', async () => {
    const html = await render('## Heading\n\n> quoted **strong**\n\n1. one\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n~~gone~~\n');
    for (const tag of ['<h2', '<blockquote>', '<strong>', '<ol>', '<table>', '<td>', '<del>']) expect(html).toContain(tag);
  });
});
