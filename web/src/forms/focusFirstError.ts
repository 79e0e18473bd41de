import type { SyntheticEvent } from 'react';

/**
 * Moves the keyboard focus to the first field of `formElement` marked invalid, once Mantine has
 * re-rendered with the errors, so keyboard and screen-reader users land on what needs fixing.
 */
export function focusFirstInvalid(formElement: HTMLFormElement | null | undefined): void {
  if (!formElement) return;
  requestAnimationFrame(() => {
    formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

/**
 * After a submit that failed the form's own rules, focuses the first invalid field.
 * Use as the second argument of `form.onSubmit` (useServerSubmit does).
 */
export function focusFirstError(_errors: unknown, _values: unknown, event?: SyntheticEvent<HTMLFormElement>): void {
  focusFirstInvalid(event?.currentTarget);
}
