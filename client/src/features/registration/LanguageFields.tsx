import { LANGUAGES } from '@tutoring/common';
import { languageName } from '../../i18n/catalogNames';
import { CheckboxGroup, CheckboxTile, ErrorMessage } from './fields';
import { registrationMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';

interface LanguageValues {
  languages: string[];
  otherLanguageChecked: boolean;
  otherLanguage: string;
}

interface Props {
  idPrefix: string;
  legend: string;
  hint?: string;
  /** the step's form, whose answers include the languages */
  form: {
    values: LanguageValues;
    update: (change: Partial<LanguageValues>) => void;
    errorOf: (field: string) => string;
  };
}

/** The Other language text field's id, for error summary links. */
export const languageOtherTextId = (idPrefix: string) => `${idPrefix}-other-text`;

/** The eight language boxes plus Other, whose text field is usable only while Other is ticked. */
export function LanguageFields({ idPrefix, legend, hint, form }: Props) {
  const { values, update: onChange } = form;
  const otherError = form.errorOf('otherLanguage');
  const t = useT();
  const m = registrationMessages(t);
  const languageChoices = LANGUAGES.map((language) => ({ value: language.key, label: languageName(t, language.key) }));
  const otherId = languageOtherTextId(idPrefix);
  const errorId = otherError ? `${otherId}-error` : undefined;
  return (
    <CheckboxGroup
      name={`${idPrefix}-language`}
      legend={legend}
      hint={hint}
      choices={languageChoices}
      selected={values.languages}
      onChange={(languages) => onChange({ languages })}
    >
      <CheckboxTile
        id={`${idPrefix}-language-other`}
        label={m.otherLanguageBox}
        checked={values.otherLanguageChecked}
        // Unticking Other forgets the typed language, as in the original client.
        onChange={(checked) =>
          onChange(checked ? { otherLanguageChecked: true } : { otherLanguageChecked: false, otherLanguage: '' })
        }
      />
      <div className="choice-other">
        <label htmlFor={otherId} className="form-label small mb-1">
          {m.otherLanguageText}
        </label>
        {errorId && <ErrorMessage id={errorId} message={otherError} />}
        <input
          id={otherId}
          className={`form-control${errorId ? ' is-invalid' : ''}`}
          value={values.otherLanguage}
          onChange={(event) => onChange({ otherLanguage: event.target.value })}
          disabled={!values.otherLanguageChecked}
          required={values.otherLanguageChecked}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          dir="auto"
          maxLength={100}
        />
      </div>
    </CheckboxGroup>
  );
}
