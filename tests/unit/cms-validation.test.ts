/** Optional groups are all or nothing; blank optional values are dropped before saving. */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { collections } from '../../admin/collections';
import { municipalities } from '../../admin/collections/municipalities';
import { projects } from '../../admin/collections/projects';
import { properties } from '../../admin/collections/properties';
import { blankOptionalPaths, fieldsFor, incompleteGroups } from '../../admin/validation';

const project = parse(readFileSync('content/projects/brissago-hotel-spa.yml', 'utf8')) as Record<string, unknown>;
const property = parse(readFileSync('content/properties/al-lago.yml', 'utf8')) as Record<string, unknown>;

describe('optional groups', () => {
  test('complete entries pass', () => {
    expect(incompleteGroups(projects.fields, project)).toEqual([]);
    expect(incompleteGroups(properties.fields, property)).toEqual([]);
  });

  test('an empty optional group passes', () => {
    const { developmentProject: _d, finalVision: _f, ...rest } = project;
    expect(incompleteGroups(projects.fields, rest)).toEqual([]);
    expect(incompleteGroups(projects.fields, { ...rest, finalVision: { title: '', images: [] } })).toEqual([]);
  });

  test('a started optional group names what is missing', () => {
    const started = { ...project, finalVision: { title: 'The finished hotel' } };
    expect(incompleteGroups(projects.fields, started)).toEqual([
      'Completed vision › Description',
      'Completed vision › Images',
      'Completed vision › Legacy & heritage',
      'Completed vision › Market position',
    ]);
  });

  test('a missing piece deep inside a started group is found', () => {
    const development = project['developmentProject'] as Record<string, unknown>;
    const started = { ...project, developmentProject: { ...development, image: { src: '../../src/assets/media/lake-dusk.jpg', alt: '' } } };
    expect(incompleteGroups(projects.fields, started)).toEqual(['Development project › Model image › Description']);
  });

  test('an optional photo needs its description once it has a file', () => {
    expect(incompleteGroups(municipalities.fields, { name: 'Ascona', image: { src: '../../src/assets/media/lake-dusk.jpg' } })).toEqual(['Photo › Description']);
    expect(incompleteGroups(municipalities.fields, { name: 'Ascona', image: { src: '', alt: '' } })).toEqual([]);
  });
});

describe('blank optional values', () => {
  test('cleared inputs and empty groups are dropped, required ones are kept', () => {
    const data = { ...property, parcelNumber: '', builtArea: null, name: '', locationAdvantages: { accessibility: '', amenities: 'x', environment: 'y' } };
    expect(blankOptionalPaths(properties.fields, data)).toEqual([['parcelNumber'], ['builtArea']]);
    const emptied = { ...project, finalVision: { title: '', images: [] }, highlights: [], specifications: [{ label: 'Rooms', value: '' }] };
    expect(blankOptionalPaths(projects.fields, emptied)).toEqual([['highlights'], ['finalVision']]);
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
