/** Blank optional values are dropped before saving. */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { collections } from '@/model/collections';
import { projects } from '@/model/collections/projects';
import { properties } from '@/model/collections/properties';
import { blankOptionalPaths, fieldsFor } from '../../admin/validation';

const project = parse(readFileSync('content/projects/brissago-hotel-spa.en.yml', 'utf8')) as Record<string, unknown>;
const property = parse(readFileSync('content/properties/al-lago.en.yml', 'utf8')) as Record<string, unknown>;

describe('blank optional values', () => {
  test('cleared inputs and empty groups are dropped, required ones are kept', () => {
    const data = { ...property, parcelNumber: '', builtArea: null, name: '', locationAdvantages: { accessibility: '', amenities: 'x', environment: 'y' } };
    expect(blankOptionalPaths(properties.fields, data)).toEqual([['parcelNumber'], ['builtArea']]);
    const emptied = { ...project, finalVision: { title: '', images: [] }, highlights: [], specifications: [{ label: 'Rooms', value: '' }] };
    expect(blankOptionalPaths(projects.fields, emptied)).toEqual([['highlights'], ['finalVision']]);
  });

  test('a picture’s credit left empty, also in a gallery, and one filled in is kept', () => {
    const photo = (file: string, credit: object) => ({ src: `../../src/assets/media/${file}`, alt: file, credit });
    const data = { ...property, image: photo('a.jpg', { author: '', licence: null }), gallery: [photo('b.jpg', { author: 'Anna Keller', licence: 'CC BY 4.0' }), photo('c.jpg', {})] };
    expect(blankOptionalPaths(properties.fields, data)).toEqual([
      ['image', 'credit'],
      ['gallery', 1, 'credit'],
    ]);
  });

  test('inside list items too', () => {
    const page = { sections: [{ type: 'cards', heading: 'H', intro: '', items: [{ title: 't', text: 'x', icon: '' }] }] };
    const fields = fieldsFor(collections, 'pages', 'esg')!;
    expect(blankOptionalPaths(fields, page)).toEqual([
      ['sections', 0, 'intro'],
      ['sections', 0, 'items', 0, 'icon'],
    ]);
  });
});

test('the fields of an entry are found by collection, and by file for single files', () => {
  expect(fieldsFor(collections, 'properties')).toBe(properties.fields);
  expect(fieldsFor(collections, 'settings', 'menu')?.map((f) => f.name)).toEqual(['groups', 'legal']);
  expect(fieldsFor(collections, 'nope')).toBeUndefined();
});
