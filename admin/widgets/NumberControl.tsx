/**
 * Numbers typed as text. A browser's number input reads "24,9" differently in every language
 * (Chromium keeps the digits and drops the comma: 249), so the form takes text and reads it
 * with the same rules as the build: a comma or a point is the decimal mark.
 */
import { Component, type ChangeEvent } from 'react';
import type { NumberField } from '@/model/fields';
import { numberProblem, parseNumber } from '@/model/rules';
import { numberSetting, refuse, type ControlProps, type FieldMap, type Validity } from './props';

const asText = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '');

/** The rules of the field, read from its CMS configuration. */
const numberRules = (field: FieldMap): NumberField => ({
  kind: 'number',
  name: String(field.get('name')),
  label: String(field.get('label')),
  integer: field.get('value_type') === 'int',
  ...(numberSetting(field, 'min') !== undefined ? { min: numberSetting(field, 'min') } : {}),
  ...(numberSetting(field, 'max') !== undefined ? { max: numberSetting(field, 'max') } : {}),
});

export class NumberControl extends Component<ControlProps, { text: string }> {
  override state = { text: asText(this.props.value) };

  override componentDidUpdate(previous: ControlProps) {
    // A value set from outside (another language, a restored backup) replaces what is shown.
    const { value } = this.props;
    if (value !== previous.value && value !== this.stored(this.state.text)) this.setState({ text: asText(value) });
  }

  /** Stored as a number when it reads as one; otherwise the text stays, and isValid says why. */
  stored(text: string): unknown {
    if (text.trim() === '') return '';
    return parseNumber(text, numberRules(this.props.field)) ?? text;
  }

  isValid = (): Validity => {
    const { text } = this.state;
    if (text.trim() === '') return true;
    const problem = numberProblem(numberRules(this.props.field), text);
    return problem ? refuse(problem) : true;
  };

  handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    this.setState({ text });
    this.props.onChange(this.stored(text));
  };

  override render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, field } = this.props;
    return (
      <input
        type="text"
        inputMode={field.get('value_type') === 'int' ? 'numeric' : 'decimal'}
        autoComplete="off"
        id={forID}
        className={classNameWrapper}
        value={this.state.text}
        onChange={this.handleChange}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
    );
  }
}
