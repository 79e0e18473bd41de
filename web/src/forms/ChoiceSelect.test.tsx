/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '@/testing/render';
import { ChoiceSelect, type ChoiceOptions } from './ChoiceSelect';

function Choosing({ placeholder, data }: { placeholder?: string | null; data: ChoiceOptions }) {
  const [value, setValue] = useState('');
  return (
    <>
      <ChoiceSelect
        label="State"
        required
        data={data}
        value={value}
        onChange={setValue}
        placeholder={placeholder}
        error={value ? undefined : 'Choose a state.'}
      />
      <output data-testid="chosen">{value}</output>
    </>
  );
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('ChoiceSelect', () => {
  it('starts with the "Choose…" entry, whose value is empty, before the options', async () => {
    renderUi(<Choosing data={[{ value: 'NY', label: 'New York' }, 'Ohio']} />);
    const select = await screen.findByRole('combobox', { name: /State/ });
    expect(optionTexts(select)).toEqual(['Choose…', 'New York', 'Ohio']);
    expect(select).toHaveValue('');
    expect(select).toBeRequired();
    expect(screen.getByText('Choose a state.')).toBeVisible();
  });

  it('gives onChange the chosen value (a plain string option is its own value)', async () => {
    const { user } = renderUi(<Choosing data={[{ value: 'NY', label: 'New York' }, 'Ohio']} />);
    const select = await screen.findByRole('combobox', { name: /State/ });
    await user.selectOptions(select, 'New York');
    expect(screen.getByTestId('chosen')).toHaveTextContent('NY');
    await user.selectOptions(select, 'Ohio');
    expect(screen.getByTestId('chosen')).toHaveTextContent('Ohio');
    expect(screen.queryByText('Choose a state.')).toBeNull();
  });

  it('names the empty entry by `placeholder`, and has none when it is null', async () => {
    const { unmount } = renderUi(<Choosing placeholder="Any state" data={['Ohio']} />);
    expect(optionTexts(await screen.findByRole('combobox', { name: /State/ }))).toEqual(['Any state', 'Ohio']);
    unmount();
    renderUi(<Choosing placeholder={null} data={['Ohio']} />);
    expect(optionTexts(await screen.findByRole('combobox', { name: /State/ }))).toEqual(['Ohio']);
  });
});
