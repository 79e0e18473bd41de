/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import en from './locales/en/shell.json';
import { defineNamespace, textOf } from './i18n';
import { Trans } from './Trans';

defineNamespace('shell', en);

// A text with elements, as a feature's catalogue writes it (the shell's own have none yet).
const texts = {
  consent: 'I accept the <terms>terms of use</terms> and the <privacy>privacy <b>notice</b></privacy>.',
  welcome: 'Welcome back, <name>{{username}}</name>.',
  unknown: 'Plain <x>words</x> only.',
};
const t = ((key: keyof typeof texts, values?: Record<string, string>) =>
  texts[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values?.[name] ?? '')) as unknown as ReturnType<typeof textOf<'shell'>>;

describe('Trans: a translated sentence with elements inside', () => {
  it('puts the words between <name> and </name> into the element given for name, nested too', () => {
    const { container } = render(
      <p>
        <Trans t={t} i18nKey={'consent' as never} components={{ terms: <em className="terms" />, privacy: <em className="privacy" />, b: <strong /> }} />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>I accept the <em class="terms">terms of use</em> and the <em class="privacy">privacy <strong>notice</strong></em>.</p>',
    );
  });

  it('fills the values first, and shows only the words of a tag no element was given for', () => {
    const { container } = render(
      <p>
        <Trans t={t} i18nKey={'welcome' as never} values={{ username: 'emily' }} components={{ name: <b data-testid="n" /> }} />
        <Trans t={t} i18nKey={'unknown' as never} />
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Welcome back, <b data-testid="n">emily</b>.Plain words only.</p>');
  });

  it('renders a plain text from the namespace as it is', () => {
    const { container } = render(<Trans t={textOf('shell')} i18nKey="language.label" />);
    expect(container.textContent).toBe('Language');
  });
});
