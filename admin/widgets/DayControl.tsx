/**
 * A calendar day, stored as YYYY-MM-DD like the content files. The browser's date input shows it
 * in the editor's own order; a day that does not exist (30 February) or lies outside the field's
 * plausible range is refused with the same words as the build.
 */
import { Component, type ChangeEvent } from 'react';
import type { DateField } from '@/model/fields';
import { dateProblem, dayRange } from '@/model/rules';
import { numberSetting, refuse, type ControlProps, type FieldMap, type Validity } from './props';

const dayRules = (field: FieldMap): DateField => {
  const earliest = field.get('earliest');
  const yearsAhead = numberSetting(field, 'years_ahead');
  return {
    kind: 'date',
    name: String(field.get('name')),
    label: String(field.get('label')),
    ...(typeof earliest === 'string' ? { earliest } : {}),
    ...(yearsAhead !== undefined ? { yearsAhead } : {}),
  };
};

const asDay = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'string' ? value : '');

export class DayControl extends Component<ControlProps, { unreadable: boolean }> {
  override state = { unreadable: false };

  /** An impossible day leaves the input's value empty; it is not an empty field, though. */
  getValidateValue = () => (this.state.unreadable ? 'unreadable' : this.props.value);

  isValid = (): Validity => {
    const day = asDay(this.props.value);
    if (!this.state.unreadable && day === '') return true;
    const problem = dateProblem(dayRules(this.props.field), this.state.unreadable ? '' : day);
    return problem ? refuse(problem) : true;
  };

  handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    this.setState({ unreadable: input.validity.badInput });
    this.props.onChange(input.value);
  };

  override render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, field, value } = this.props;
    const { earliest, latest } = dayRange(dayRules(field));
    const day = asDay(value);
    return (
      <input
        type="date"
        id={forID}
        className={classNameWrapper}
        min={earliest}
        max={latest}
        value={day}
        onChange={this.handleChange}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
    );
  }
}
