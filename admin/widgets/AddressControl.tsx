/**
 * An entry's web address. For a new entry it follows the title as the editor types it until they
 * edit the address themselves; it is refused when another entry of the collection already has
 * it (Decap would otherwise save the entry as "<address>-1" with the duplicate address inside,
 * which the build rejects). The refusal shows as soon as the address is one another entry has,
 * in Decap's own place under the field, where a save would put it: once, not again on save.
 */
import { Component, type ChangeEvent } from 'react';
import { addressFrom } from '@/model/rules';
import { refuse, type ControlProps, type Validity } from './props';

interface State {
  /** Addresses of the collection's other entries, once loaded. */
  taken: ReadonlySet<string>;
  /** The editor typed the address, so the title no longer sets it. */
  edited: boolean;
}

export class AddressControl extends Component<ControlProps, State> {
  override state: State = { taken: new Set(), edited: !this.isNew() || Boolean(this.props.value) };

  isNew(): boolean {
    return this.props.entry.get('newRecord') === true;
  }

  override async componentDidMount() {
    if (!this.state.edited) document.addEventListener('input', this.follow);
    const { query, forID, collection, entry } = this.props;
    const result = await query(`${forID}-taken`, String(collection.get('name')), ['slug'], '');
    const own = entry.get('slug');
    const taken = result.payload.hits.filter((hit) => hit.slug !== own).map((hit) => String(hit.data['slug'] ?? hit.slug));
    this.setState({ taken: new Set(taken) });
  }

  override componentDidUpdate(previous: ControlProps) {
    if (previous.value === this.props.value) return;
    const taken = (value: unknown) => typeof value === 'string' && this.state.taken.has(value);
    // Decap checks a field only on save; a duplicate is marked while typing, and unmarked once changed.
    if (taken(this.props.value) || taken(previous.value)) this.props.validate?.();
  }

  override componentWillUnmount() {
    document.removeEventListener('input', this.follow);
  }

  /**
   * Decap does not render a field again when another one changes, so the address listens for
   * typing anywhere in the form and reads the title from the entry as it now is.
   */
  follow = () => {
    if (this.state.edited) return;
    const from = this.props.field.get('from');
    const title = typeof from === 'string' ? this.props.getEntry().getIn(['data', from]) : undefined;
    const next = typeof title === 'string' ? addressFrom(title) : '';
    if (next !== (this.props.value ?? '')) this.props.onChange(next);
  };

  isValid = (): Validity => {
    const value = typeof this.props.value === 'string' ? this.props.value : '';
    if (value && this.state.taken.has(value)) return refuse(`Another entry already uses the web address "${value}". Choose another one.`);
    return true;
  };

  handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    document.removeEventListener('input', this.follow);
    this.setState({ edited: true });
    this.props.onChange(event.target.value);
  };

  override render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, value } = this.props;
    return (
      <input
        type="text"
        id={forID}
        className={classNameWrapper}
        value={typeof value === 'string' ? value : ''}
        onChange={this.handleChange}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
        autoComplete="off"
        spellCheck={false}
      />
    );
  }
}
