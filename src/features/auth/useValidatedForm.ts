import { useState, type FormEvent } from 'react';
import { invalidFields, type Values } from './validation';

/**
 * A form that says nothing until the first submit attempt, then keeps its messages in step with typing (
 * forms "mark themselves validated on submit"). `onValid` runs for a valid submit; `pending` is true while it runs.
 */
export function useValidatedForm(form: string, onValid: (values: Values) => Promise<void> | void) {
  const [values, setValues] = useState<Values>({});
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const invalid = attempted ? invalidFields(form, values) : [];

  const onChange = (name: string, value: string | boolean) => setValues((prev) => ({ ...prev, [name]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    const problems = invalidFields(form, values);
    if (problems.length > 0) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${problems[0]}"]`)?.focus();
      return;
    }
    setPending(true);
    try {
      await onValid(values);
    } finally {
      setPending(false);
    }
  };

  const reset = () => {
    setAttempted(false);
    setPending(false);
  };

  return { values, invalid, pending, onChange, onSubmit, reset };
}
