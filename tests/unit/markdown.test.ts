import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '@/lib/markdown';

describe('markdownToHtml', () => {
  it('renders paragraphs, emphasis, lists and links', async () => {
    const html = await markdownToHtml('Named after *Verbanus*.\n\n- one\n- [two](/contact)\n');
    expect(html).toContain('<p>Named after <em>Verbanus</em>.</p>');
    expect(html).toMatch(/<li><a href="\/contact">two<\/a><\/li>/);
  });
});
