import type { SyntheticEvent } from 'react';

/**
 * After a submit that failed validation, moves the keyboard focus to the first field marked
 * invalid, so keyboard and screen-reader users land on what needs fixing.
 * Use as the second argument of `form.onSubmit`.
 */
export function focusFirstError(_errors: unknown, _values: unknown, event?: SyntheticEvent<HTMLFormElement>): void {
  const formElement = event?.currentTarget;
  if (!formElement) return;
  // Mantine marks invalid inputs once it has re-rendered with the errors.
  requestAnimationFrame(() => {
    formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
