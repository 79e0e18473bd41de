import type { ChangeEvent } from 'react';
import { type Mask, caretAfterMask } from './masks';

interface WithOnChange {
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * Input props (from `form.getInputProps`) whose change handler applies `mask` first. The form
 * is uncontrolled, so the masked text is written into the input itself, the caret is put back
 * where the user was typing, and the form then records the masked value.
 */
export function withMask<P extends object>(props: P, mask: Mask): P {
  const original = (props as WithOnChange).onChange;
  return {
    ...props,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      const typed = input.value;
      const masked = mask(typed);
      if (masked !== typed) {
        const caret = caretAfterMask(typed, input.selectionStart ?? typed.length, masked);
        input.value = masked;
        input.setSelectionRange(caret, caret);
      }
      original?.(event);
    },
  };
}
