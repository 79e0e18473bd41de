/** @jest-environment jsdom */
import { mantineVariablesInPage } from './theme';

describe('mantineVariablesInPage: the prerendered pages carry Mantine\u2019s CSS variables in their head', () => {
  afterEach(() => document.head.replaceChildren());

  it('is true when the head has the variables style the build rendered, so the app does not render it again', () => {
    const style = document.createElement('style');
    style.setAttribute('data-mantine-styles', 'true');
    document.head.append(style);
    expect(mantineVariablesInPage()).toBe(true);
  });

  it('is false without it (the dev server, a page not prerendered): the app renders the variables', () => {
    const other = document.createElement('style');
    other.setAttribute('data-mantine-styles', 'classes');
    document.head.append(other);
    expect(mantineVariablesInPage()).toBe(false);
  });
});
