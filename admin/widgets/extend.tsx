/**
 * Decap's own image, list and object controls, each with one thing changed. They are extended
 * rather than rewritten so the media library, drag and drop and nested fields keep working.
 */
import { useEffect, useState, type ComponentClass } from 'react';
import type { ListField } from '@/model/fields';
import { listProblem } from '@/model/rules';
import { isBlank } from '../validation';
import { cmsWords } from '../language';
import { numberSetting, plain, type ControlProps, type FieldMap } from './props';

// Decap's controls are plain classes without types; these are the members used here.
export type Control = ComponentClass<ControlProps>;

/** Decap's Immutable values, read with the save's own notion of empty. */
const isEmpty = (value: unknown): boolean => isBlank(plain(value));

type GetAsset = (path: string, field: FieldMap) => { toString(): string; path?: string };

/** The chosen picture, asked for again after every render until its file has loaded. */
function Thumbnail({ path, field, getAsset }: { path: string; field: FieldMap; getAsset: GetAsset }) {
  const [url, setUrl] = useState<string | undefined>();
  // No dependency list on purpose: Decap renders the form again when a file has loaded, and
  // only then does getAsset have it. Asking happens here, not while rendering, since it may
  // start the loading.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- runs after every render (see above); setting the same URL again renders nothing
  useEffect(() => {
    const asset = path ? getAsset(path, field) : undefined;
    setUrl(asset && asset.path !== 'empty.svg' ? String(asset) : undefined);
  });
  return <div className="cms-thumbnail">{url ? <img src={url} alt="" /> : <span>{path ? 'Loading the picture…' : ''}</span>}</div>;
}

/**
 * Decap's image control asks for the picture once and keeps the blank stand-in it gets while the
 * file is still loading, so chosen pictures showed no thumbnail. This one keeps asking.
 */
export function withThumbnails(Base: Control): Control {
  interface Props extends ControlProps {
    getAsset: GetAsset;
  }
  return class Thumbnails extends (Base as unknown as ComponentClass<Props>) {
    override shouldComponentUpdate() {
      return true;
    }

    renderImages = () => {
      const { getAsset, value, field } = this.props;
      return <Thumbnail path={typeof value === 'string' ? value : ''} field={field} getAsset={getAsset} />;
    };
  } as unknown as Control;
}

/** The list's CMS configuration, as the rule reads it. */
const listRules = (field: FieldMap): ListField => ({
  kind: 'list',
  name: String(field.get('name')),
  label: String(field.get('label')),
  required: field.get('required') !== false,
  ...(numberSetting(field, 'min') !== undefined ? { min: numberSetting(field, 'min') } : {}),
  ...(numberSetting(field, 'max') !== undefined ? { max: numberSetting(field, 'max') } : {}),
});

/**
 * Decap lets a required list be emptied (it keeps validating the removed items), and the build
 * then rejects the entry. The list's size is checked with the build's own rule.
 */
export function withSizeRule(Base: Control): Control {
  return class SizedList extends (Base as unknown as ComponentClass<ControlProps>) {
    validateSize = () => {
      const { field, value } = this.props;
      const size = (plain(value) as unknown[] | undefined)?.length ?? 0;
      const problem = listRules(field).required === false && size === 0 ? undefined : listProblem(listRules(field), size);
      // Shown under the list's label, so the message does not name the list again.
      return problem ? [{ type: 'RANGE', message: cmsWords(problem) }] : [];
    };
  } as unknown as Control;
}

/**
 * An optional group (a development programme, a completed vision) is left empty or filled in
 * completely: once one of its fields has a value, the fields marked `required_in_group` need one.
 */
export function withCompleteGroups(Base: Control): Control {
  interface GroupProps extends ControlProps {
    validate?: () => void;
    onValidateObject: (id: string, errors: { type: string; message: string }[]) => void;
  }
  return class Group extends (Base as unknown as ComponentClass<GroupProps>) {
    constructor(props: GroupProps) {
      super(props);
      // Decap validates an object by validating its children; the group's own rule follows.
      const self = this as unknown as { validate: () => void };
      const children = self.validate;
      self.validate = () => {
        children();
        const problem = this.problem();
        this.props.onValidateObject(this.props.forID, problem ? [{ type: 'CUSTOM', message: cmsWords(problem) }] : []);
      };
    }

    problem(): string | undefined {
      const { field, value } = this.props;
      if (isEmpty(value)) return undefined;
      const children = (plain(field.get('fields')) as { name: string; label: string; required_in_group?: boolean }[] | undefined) ?? [];
      const data = (plain(value) ?? {}) as Record<string, unknown>;
      const missing = children.filter((child) => child.required_in_group && isEmpty(data[child.name])).map((child) => child.label);
      return missing.length > 0 ? `Fill in ${missing.join(', ')}, or empty the whole group.` : undefined;
    }
  } as unknown as Control;
}
