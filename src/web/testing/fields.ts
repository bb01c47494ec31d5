import { screen } from '@testing-library/react';

/** The validation message shown under the field with this label (tied to it by aria-describedby), or null. */
export function fieldMessage(label: string): string | null {
  const described = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  const id = described.split(' ').find((part) => part.endsWith('-message'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
