import type { ReactNode } from 'react';
import { Field, type FieldProps } from './fields';

/** The part of a step's form a text field reads and writes. */
interface TextAnswers<F extends string> {
  values: Record<F, string>;
  set: (field: F, value: string) => void;
  errorOf: (field: string) => string;
}

type FormFieldProps<F extends string> = Omit<FieldProps, 'id' | 'value' | 'onChange' | 'error'> & {
  form: TextAnswers<NoInfer<F>>;
  name: F;
  /** the control's id, when it is not the field's name */
  id?: string;
};

/** A Field bound to one answer of a step's form: its value, its changes and its error message. */
export function FormField<F extends string>({ form, name, id = name, ...rest }: FormFieldProps<F>) {
  return (
    <Field id={id} value={form.values[name]} onChange={(v) => form.set(name, v)} error={form.errorOf(name)} {...rest} />
  );
}

type PersonField = 'firstName' | 'lastName' | 'pronouns' | 'phone';

const NAME_FIELDS = ['firstName', 'lastName'] as const;
const NAME_AUTOCOMPLETE = { firstName: 'given-name', lastName: 'family-name' };

interface PersonFieldsProps {
  form: TextAnswers<PersonField>;
  labels: Record<PersonField | 'pronounsHint', string>;
  /** the visitor's own name, which the browser may fill in; not when a guardian may be the one typing */
  ownName: boolean;
  /** the email addresses, between the pronouns and the phone */
  children: ReactNode;
}

/** The questions about a person both wizards ask: name, pronouns, (the emails), phone. */
export function PersonFields({ form, labels, ownName, children }: PersonFieldsProps) {
  return (
    <>
      <div className="row g-0 gx-sm-3">
        {NAME_FIELDS.map((name) => (
          <div key={name} className="col-sm-6">
            <FormField
              form={form}
              name={name}
              label={labels[name]}
              required
              autoComplete={ownName ? NAME_AUTOCOMPLETE[name] : 'off'}
              maxLength={100}
            />
          </div>
        ))}
      </div>
      <FormField form={form} name="pronouns" label={labels.pronouns} hint={labels.pronounsHint} maxLength={50} />
      {children}
      <FormField form={form} name="phone" type="tel" label={labels.phone} required autoComplete="tel" maxLength={40} />
    </>
  );
}
