import { describe, expect, it } from 'vitest';
import { parseContentFile, splitFrontmatter } from '@/model/format';

describe('parseContentFile', () => {
  it('reads a Markdown file’s front matter and keeps its body whole, rules and all', () => {
    const text = '---\ntitle: Harbour works\ninvestorsOnly: true\n---\nFirst part.\n\n---\n\nSecond part.\n';
    expect(parseContentFile('content/news/a.en.md', text)).toEqual({ data: { title: 'Harbour works', investorsOnly: true }, body: 'First part.\n\n---\n\nSecond part.\n' });
  });

  it('reads Windows line ends as the CMS writes Unix ones', () => {
    expect(splitFrontmatter('---\r\ntitle: A\r\n---\r\nText.\r\n')).toEqual({ data: { title: 'A' }, body: 'Text.\r\n' });
  });

  it('reads a YAML file’s mapping, and an empty file as no fields', () => {
    expect(parseContentFile('content/properties/a.de.yml', 'name: Al Lago\nlandArea: 11785\n')).toEqual({ data: { name: 'Al Lago', landArea: 11785 } });
    expect(parseContentFile('content/properties/a.de.yml', '')).toEqual({ data: {} });
  });

  it('takes a Markdown file without front matter as all body', () => {
    expect(splitFrontmatter('Just text.\n')).toEqual({ data: {}, body: 'Just text.\n' });
  });

  it('names the error of malformed YAML', () => {
    expect(() => parseContentFile('content/news/a.en.md', '---\ntitle: [unclosed\n---\n')).toThrow(/YAML error/);
  });
});
