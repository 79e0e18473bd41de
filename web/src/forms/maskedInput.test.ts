import type { ChangeEvent } from 'react';
import { withMask } from './maskedInput';
import { maskPhone } from './masks';

/** A stand-in for the input element an uncontrolled form's change event carries. */
function fakeInput(value: string, caret = value.length) {
  return {
    value,
    selectionStart: caret,
    selection: [caret, caret] as [number, number],
    setSelectionRange(start: number, end: number) {
      this.selection = [start, end];
    },
  };
}

describe('masked inputs', () => {
  it('writes the masked text into the input before the form records it', () => {
    const recorded: string[] = [];
    const props = withMask({ onChange: (e: ChangeEvent<HTMLInputElement>) => recorded.push(e.currentTarget.value) }, maskPhone);
    const input = fakeInput('3175550142');
    props.onChange({ currentTarget: input } as unknown as ChangeEvent<HTMLInputElement>);
    expect(input.value).toBe('317-555-0142');
    expect(input.selection).toEqual([12, 12]);
    expect(recorded).toEqual(['317-555-0142']);
  });

  it('leaves text the mask accepts untouched', () => {
    const input = fakeInput('317-5', 5);
    const props = withMask({} as { onChange?: (e: ChangeEvent<HTMLInputElement>) => void }, maskPhone);
    props.onChange?.({ currentTarget: input } as unknown as ChangeEvent<HTMLInputElement>);
    expect(input.value).toBe('317-5');
  });
});
