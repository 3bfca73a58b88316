import { describe, expect, it } from 'vitest';
import { returnPath } from '@/lib/auth/return-path';

describe('returnPath: where the login page sends the visitor', () => {
  it.each([
    ['/projects/cannobio-antica-abbazia', '/projects/cannobio-antica-abbazia'],
    ['/de/news/reports/investment-outlook-2025', '/de/news/reports/investment-outlook-2025'],
    ['/news/reports?type=regional-studies#contents', '/news/reports?type=regional-studies#contents'],
    ['/', '/'],
    ['/a/../projects/x', '/projects/x'],
  ])('keeps the internal path %s', (from, expected) => {
    expect(returnPath(from, '/')).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['projects/x'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/%0d%0aLocation:x'.replace('%0d%0a', '\r\n')],
    ['/\t/evil.example'],
    ['/investor-login'],
    ['/de/investor-login'],
    ['/investor-login/'],
  ])('falls back for %j', (from) => {
    expect(returnPath(from, '/fr')).toBe('/fr');
  });
});
