import { lazy, Suspense, useState } from 'react';
import { Button } from 'reactstrap';
import { PrefetchWhenIdle } from '../../components/PrefetchWhenIdle';
import { registrationMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';

// The dialog (reactstrap's Modal with its fade and portal) stays out of the public entry: loaded once the step is idle.
const loadDialog = () => import('./StartAgainDialog');
const StartAgainDialog = lazy(loadDialog);

/** Start again, under every step: asks first, so a slip of the finger does not lose the form. */
export function StartAgain({ onConfirm }: { onConfirm: () => void }) {
  const m = registrationMessages(useT());
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, so that closing it plays out and gives focus back.
  const [asked, setAsked] = useState(false);
  return (
    <div className="wizard-start-again">
      <Button
        type="button"
        color="link"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {m.startAgain}
      </Button>
      <PrefetchWhenIdle load={loadDialog} />
      {asked && (
        <Suspense fallback={null}>
          <StartAgainDialog isOpen={open} onClose={() => setOpen(false)} onConfirm={onConfirm} />
        </Suspense>
      )}
    </div>
  );
}
