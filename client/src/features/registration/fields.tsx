import { Fragment, type ReactNode } from 'react';
import { FormGroup, FormText, Input, Label, type InputProps } from 'reactstrap';
import { registrationMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';

/**
 * The visible star. An input announces itself as required through its `required` attribute;
 * a group of boxes has no such attribute, so its legend also says it in words.
 */
function RequiredMark({ inWords = false }: { inWords?: boolean }) {
  const m = registrationMessages(useT());
  return (
    <>
      <span className="required-mark" aria-hidden="true">
        {' '}
        *
      </span>
      {inWords && <span className="visually-hidden"> {m.requiredMark}</span>}
    </>
  );
}

/** A field's own error message, tied to it by aria-describedby (GOV.UK error message pattern). */
export function ErrorMessage({ id, message }: { id: string; message: string }) {
  const m = registrationMessages(useT());
  return (
    <p id={id} className="wizard-error-message">
      <span className="visually-hidden">{m.errorPrefix} </span>
      {message}
    </p>
  );
}

/** The ids an input or a group is described by: its hint and its error message, when present. */
function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}

/** One option of a select, or one box of a group. */
interface Choice {
  value: string;
  label: string;
}

export interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** the field's error message; '' or missing when valid */
  error?: string;
  hint?: ReactNode;
  type?: InputProps['type'];
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
  rows?: number;
  /** a select's options, after "Choose…"; children follow them */
  choices?: readonly Choice[];
  children?: ReactNode;
}

/** A labelled text, email, tel, textarea or select field with its optional hint and error message. */
export function Field({
  id,
  label,
  value,
  onChange,
  required = false,
  error = '',
  hint,
  type = 'text',
  choices,
  children,
  ...rest
}: FieldProps) {
  const m = registrationMessages(useT());
  // An input other than a select takes no children at all (reactstrap warns even of empty ones).
  const options = choices && (
    <>
      <option value="">{m.choose}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
      {children}
    </>
  );
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const invalid = error !== '';
  return (
    <FormGroup className={`wizard-field${invalid ? ' is-invalid' : ''}`}>
      <Label for={id} className="fw-semibold">
        {label}
        {required && <RequiredMark />}
      </Label>
      {hint && (
        <FormText id={hintId} className="d-block mt-0 mb-1">
          {hint}
        </FormText>
      )}
      {errorId && <ErrorMessage id={errorId} message={error} />}
      <Input
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        invalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hintId, errorId)}
        // Typed text takes its direction from its first letter, so a Latin address typed on the Arabic form keeps
        // its punctuation where it was typed; a select shows the page's own words.
        dir={type === 'select' ? undefined : 'auto'}
        {...rest}
      >
        {options ?? children}
      </Input>
    </FormGroup>
  );
}

interface CheckboxGroupProps {
  name: string;
  legend: ReactNode;
  choices: readonly Choice[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  required?: boolean;
  /** the group's error message; '' or missing when valid */
  error?: string;
  hint?: string;
  /** extra content in the group, e.g. the Other box */
  children?: ReactNode;
  /** a sub-group inside a larger fieldset gets a smaller legend */
  nested?: boolean;
  /** short labels: more tiles per row on wider screens */
  compact?: boolean;
}

/** A fieldset of checkbox tiles, big enough to tap, rendered from a catalogue list. */
export function CheckboxGroup({
  name,
  legend,
  choices,
  selected,
  onChange,
  required = false,
  error = '',
  hint,
  children,
  nested = false,
  compact = false,
}: CheckboxGroupProps) {
  function toggle(value: string, checked: boolean) {
    onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  }
  return (
    <QuestionGroup name={name} legend={legend} required={required} error={error} hint={hint} nested={nested}>
      <div className={`choice-grid${compact ? ' is-compact' : ''}`}>
        {choices.map((choice) => (
          <CheckboxTile
            key={choice.value}
            id={`${name}-${choice.value}`}
            label={choice.label}
            checked={selected.includes(choice.value)}
            onChange={(checked) => toggle(choice.value, checked)}
          />
        ))}
        {children}
      </div>
    </QuestionGroup>
  );
}

interface QuestionGroupProps {
  /** prefix of the hint's and the error message's ids */
  name: string;
  legend: ReactNode;
  required?: boolean;
  error?: string;
  hint?: string;
  nested?: boolean;
  children: ReactNode;
}

/** A fieldset question (boxes, radios, sub-groups): legend, hint, error message, then its controls. */
export function QuestionGroup({
  name,
  legend,
  required = false,
  error = '',
  hint,
  nested = false,
  children,
}: QuestionGroupProps) {
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset
      className={`wizard-fieldset${nested ? ' is-nested' : ''}${error ? ' is-invalid' : ''}`}
      aria-describedby={describedBy(hintId, errorId)}
      aria-invalid={error ? true : undefined}
    >
      <legend className={nested ? 'wizard-sublegend' : 'wizard-legend'}>
        {legend}
        {required && <RequiredMark inWords />}
      </legend>
      {hint && (
        <p id={hintId} className="form-text mt-0">
          {hint}
        </p>
      )}
      {errorId && <ErrorMessage id={errorId} message={error} />}
      {children}
    </fieldset>
  );
}

/** Lets a long label such as Pre-K/Kindergarten wrap after its slashes instead of mid-word. */
function withSlashBreaks(label: string): ReactNode {
  const parts = label.split('/');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

export function CheckboxTile({
  id,
  label,
  checked,
  onChange,
  type = 'checkbox',
  name,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  type?: 'checkbox' | 'radio';
  name?: string;
}) {
  return (
    <div className={`choice-tile form-check${checked ? ' is-checked' : ''}`}>
      <Input
        id={id}
        name={name ?? id}
        type={type}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="form-check-input"
      />
      <Label for={id} check className="form-check-label">
        {withSlashBreaks(label)}
      </Label>
    </div>
  );
}
