/**
 * The form controls the content model needs beyond Decap's own: numbers and days read as the
 * build reads them, web addresses that follow the title and are unique, and Decap's image, list
 * and object controls with the fixes described in extend.tsx.
 */
import CMS from 'decap-cms-app';
import { AddressControl } from './AddressControl';
import { DayControl } from './DayControl';
import { withCompleteGroups, withSizeRule, withThumbnails, type Control } from './extend';
import { NumberControl } from './NumberControl';

type Registered = { control: Control; preview?: unknown; schema?: object };
// Decap's types do not describe a widget's configuration schema, the fourth argument.
const register = CMS.registerWidget as unknown as (name: string, control: unknown, preview?: unknown, schema?: object) => void;

/** Replaces a built-in control and keeps its preview and configuration schema. */
function replace(name: string, extend: (control: Control) => unknown) {
  const original = CMS.getWidget(name) as unknown as Registered;
  register(name, extend(original.control), original.preview, original.schema);
}

export function registerWidgets() {
  replace('number', () => NumberControl);
  replace('image', withThumbnails);
  replace('list', withSizeRule);
  replace('object', withCompleteGroups);
  register('day', DayControl);
  register('address', AddressControl);
}
