import { useState, type FormEvent } from 'react';
import { invalidFields, stepAlertMessage } from '@tutoring/common';
import type { z } from 'zod';

/** A wizard step's form: keystrokes stay here; Save and Continue validates and hands the parsed step on. */
export function useStepForm<V extends object, Out>(schema: z.ZodType<Out>, initial: V, onValid: (data: Out) => void) {
  const [values, setValues] = useState(initial);
  const [alert, setAlert] = useState('');
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());

  /** Changes some fields; an edited field is no longer marked invalid. */
  function update(change: Partial<V>) {
    setValues((current) => ({ ...current, ...change }));
    const edited = Object.keys(change);
    if (!edited.some((name) => invalid.has(name))) return;
    const stillInvalid = new Set([...invalid].filter((name) => !edited.includes(name)));
    setInvalid(stillInvalid);
    // Every flagged field has been touched: the alert would only be stale now.
    if (stillInvalid.size === 0) setAlert('');
  }

  function set<K extends keyof V>(key: K, value: V[K]) {
    update({ [key]: value } as unknown as Partial<V>);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = schema.safeParse(values);
    if (!result.success) {
      setAlert(stepAlertMessage(result.error));
      setInvalid(invalidFields(result.error));
      return;
    }
    setAlert('');
    setInvalid(new Set());
    onValid(result.data);
  }

  return { values, set, update, alert, invalid, submit };
}
