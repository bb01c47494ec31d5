import { useEffect } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';

const sameFields = (a: object | undefined, b: object) =>
  a !== undefined &&
  Object.keys(b).length === Object.keys(a).length &&
  Object.entries(b).every(([key, value]) => Object.is((a as Record<string, unknown>)[key], value));

/**
 * Sets the form to what the server holds when that changes (a record arriving, a save, another
 * year chosen). A re-render or refetch with the same record leaves the fields alone, so nothing
 * the user is typing is overwritten.
 */
export function useServerValues<T extends FieldValues, C, R extends FieldValues>(
  form: UseFormReturn<T, C, R>,
  values: DefaultValues<T>,
): void {
  useEffect(() => {
    if (!sameFields(form.formState.defaultValues, values)) form.reset(values);
  }, [form, values]);
}
