import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { isFileInfo } from './cv-file.ts';
import { invalidFields, type Values } from './validation.ts';

/**
 * A form that says nothing until the first submit attempt, then keeps its messages in step with typing (
 * forms "mark themselves validated on submit"). `onValid` runs for a valid submit as a React action
 * (useActionState): `pending` is true until it has finished, and the navigation it may start is part of it.
 * `initial` holds values the page's address gives (a job chosen through ?job=).
 *
 * The form's element keeps its own method (POST) rather than taking the action as `action={…}`: React would
 * prerender that as a `javascript:` address, and a submit before the script runs must stay a plain HTML one.
 */
export function useValidatedForm(
  form: string,
  onValid: (values: Values) => Promise<void> | void,
  initial: Values = {},
) {
  const [values, setValues] = useState<Values>(initial);
  const ref = useRef<HTMLFormElement>(null);
  // What was typed before the page's script ran is in the controls, not yet in state: take it over.
  useEffect(() => {
    if (!ref.current) return;
    const typed: Values = {};
    const controls = ref.current.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      'input, textarea, select',
    );
    for (const control of controls) {
      if (!control.name || control.type === 'hidden') continue;
      if (control instanceof HTMLInputElement && control.type === 'checkbox') {
        if (control.checked) typed[control.name] = true;
      } else if (control instanceof HTMLInputElement && control.type === 'file') {
        const file = control.files?.[0];
        if (file) typed[control.name] = { name: file.name, size: file.size, type: file.type };
      } else if (control.value) typed[control.name] = control.value;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the DOM, typed into before hydration, is the source
    if (Object.keys(typed).length) setValues((prev) => ({ ...typed, ...prev }));
  }, []);
  const [attempted, setAttempted] = useState(false);
  const [, submit, pending] = useActionState(async (_: null, valid: Values) => {
    await onValid(valid);
    return null;
  }, null);
  const invalid = attempted ? invalidFields(form, values) : [];

  const onChange = (name: string, value: Values[string]) => setValues((prev) => ({ ...prev, [name]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    const problems = invalidFields(form, values);
    if (problems.length > 0) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${problems[0]}"]`)?.focus();
      return;
    }
    startTransition(() => submit(values));
  };

  // Back to the form after a confirmation: what was typed stays, a chosen file does not (its input is a new one).
  const reset = () => {
    setAttempted(false);
    setValues((prev) => Object.fromEntries(Object.entries(prev).filter(([, value]) => !isFileInfo(value))));
  };

  return { ref, values, invalid, pending, onChange, onSubmit, reset };
}
