import { registrationMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';

export interface ProgressStep {
  label: string;
  done: boolean;
}

/** The wizard's progress bar: numbered steps, a check mark on each finished one, the current one highlighted. */
export function ProgressSteps({
  steps,
  current,
  numbered,
}: {
  steps: readonly ProgressStep[];
  current: number;
  numbered: boolean;
}) {
  const m = registrationMessages(useT());
  return (
    <nav aria-label={m.progressLabel} className="wizard-progress">
      <ol>
        {steps.map((step, index) => {
          const isCurrent = index === current;
          const className = ['wizard-progress-step', step.done && 'is-done', isCurrent && 'is-current']
            .filter(Boolean)
            .join(' ');
          return (
            <li key={step.label} className={className} aria-current={isCurrent ? 'step' : undefined}>
              <span className="wizard-progress-marker" aria-hidden="true">
                {step.done ? '✓' : index + 1}
              </span>
              <span className="wizard-progress-label">
                {numbered ? `${index + 1} ${step.label}` : step.label}
                {step.done && <span className="visually-hidden"> {m.stepCompleted}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
