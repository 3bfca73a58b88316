import { describe, expect, it } from 'vitest';
import { ALL, applyFilter, filterHref, filterOptions, filterValue, matchesFilter, readFilter, yearsOf } from '@/lib/filters';

const types = filterOptions(['Market Analysis', 'Investment Outlook', 'Regional Studies'], 'All');

describe('filter options', () => {
  it('puts All first and turns labels into address values', () => {
    expect(types).toEqual([
      { value: 'all', label: 'All' },
      { value: 'market-analysis', label: 'Market Analysis' },
      { value: 'investment-outlook', label: 'Investment Outlook' },
      { value: 'regional-studies', label: 'Regional Studies' },
    ]);
  });

  it('drops duplicates and a label that would collide with All', () => {
    expect(filterOptions(['2024', '2024', 'All', '2023'], 'Alle').map((o) => o.value)).toEqual(['all', '2024', '2023']);
  });

  it('makes plain slugs of accented and punctuated labels', () => {
    expect(filterValue('Études & Régions')).toBe('etudes-regions');
  });
});

describe('years of dates', () => {
  it('lists each year once, newest first', () => {
    const dates = ['2023-03-14', '2025-06-10', '2024-10-15', '2025-02-04', '2023-11-21'].map((d) => new Date(d));
    expect(yearsOf(dates)).toEqual(['2025', '2024', '2023']);
  });

  it('reads the year in UTC, as dates are stored', () => {
    expect(yearsOf([new Date('2024-01-01T00:00:00Z')])).toEqual(['2024']);
  });
});

describe('the filter in the address', () => {
  it('reads a known value, in any case', () => {
    expect(readFilter('?type=market-analysis', 'type', types)).toBe('market-analysis');
    expect(readFilter('?type=Market-Analysis', 'type', types)).toBe('market-analysis');
  });

  it('falls back to All for a missing, unknown or other parameter', () => {
    expect(readFilter('', 'type', types)).toBe(ALL);
    expect(readFilter('?type=poetry', 'type', types)).toBe(ALL);
    expect(readFilter('?year=2024', 'type', types)).toBe(ALL);
    expect(readFilter('?type=all', 'type', types)).toBe(ALL);
  });

  it('writes the value, and leaves it out for All', () => {
    expect(filterHref('/news/reports', 'type', 'regional-studies')).toBe('/news/reports?type=regional-studies');
    expect(filterHref('/news/reports?type=regional-studies', 'type', ALL)).toBe('/news/reports');
  });

  it('keeps other parameters and the hash', () => {
    expect(filterHref('/de/news/press?utm=x&year=2023#list', 'year', '2024')).toBe('/de/news/press?utm=x&year=2024#list');
  });
});

describe('applying a filter', () => {
  const items = [
    { title: 'a', category: 'acquisitions' },
    { title: 'b', category: 'developments' },
    { title: 'c', category: 'acquisitions' },
  ];

  it('keeps everything for All', () => {
    expect(applyFilter(items, (i) => i.category, ALL)).toEqual(items);
  });

  it('keeps matching entries in their order', () => {
    expect(applyFilter(items, (i) => i.category, 'acquisitions').map((i) => i.title)).toEqual(['a', 'c']);
  });

  it('gives an empty list for a value without entries (the empty message)', () => {
    expect(applyFilter(items, (i) => i.category, 'corporate')).toEqual([]);
    expect(matchesFilter('corporate', 'acquisitions')).toBe(false);
  });
});
