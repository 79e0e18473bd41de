import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lazyDefaultVariablesModule } from './mantine-lazy-default-variables';

/** @mantine/core's own remove-default-variables module, as the build reads it. */
const coreEntry = require.resolve('@mantine/core');
const coreDir = coreEntry.slice(0, coreEntry.lastIndexOf(join('@mantine', 'core')) + join('@mantine', 'core').length);
const modulePath = join(coreDir, 'esm', 'core', 'MantineProvider', 'MantineCssVariables', 'remove-default-variables.mjs');
const source = readFileSync(modulePath, 'utf8');

/** Runs the module's body with its imports given, and answers its removeDefaultVariables and how often it resolved the defaults. */
function load(code: string) {
  let resolved = 0;
  const defaults = { variables: { '--a': '1' }, light: { '--l': 'x' }, dark: {} };
  const body = code
    .replace(/^"use client";$/m, '')
    .replace(/^import .*$/gm, '')
    .replace('export { removeDefaultVariables };', 'return removeDefaultVariables;');
  const make = new Function('keys', 'DEFAULT_THEME', 'defaultCssVariablesResolver', body) as (...args: unknown[]) => (input: unknown) => unknown;
  const remove = make(Object.keys, {}, () => {
    resolved += 1;
    return defaults;
  });
  return { remove, resolved: () => resolved };
}

describe("mantineLazyDefaultVariables: Mantine's default CSS variables are resolved when first used, not when the module is evaluated", () => {
  it('the installed module resolves them at evaluation; the changed one does not', () => {
    expect(load(source).resolved()).toBe(1);
    const changed = lazyDefaultVariablesModule(source, modulePath);
    expect(changed).not.toBeNull();
    expect(load(changed ?? '').resolved()).toBe(0);
  });

  it('drops the same default values as before, resolving them once for all calls', () => {
    const changed = load(lazyDefaultVariablesModule(source, modulePath) ?? '');
    const input = { variables: { '--a': '1', '--b': '2' }, light: { '--l': 'x', '--m': 'y' }, dark: { '--d': 'z' } };
    const expected = { variables: { '--b': '2' }, light: { '--m': 'y' }, dark: { '--d': 'z' } };
    expect(changed.remove(input)).toEqual(expected);
    expect(changed.remove(input)).toEqual(expected);
    expect(changed.resolved()).toBe(1);
    expect(load(source).remove(input)).toEqual(expected);
  });

  it('leaves every other module alone', () => {
    expect(lazyDefaultVariablesModule('export const x = 1;', '/n/@mantine/core/esm/core/MantineProvider/MantineProvider.mjs')).toBeNull();
  });

  it('fails the build when a Mantine release changes the module', () => {
    expect(() => lazyDefaultVariablesModule('export function removeDefaultVariables() {}', modulePath)).toThrow(/is not the module this plugin changes/);
  });
});
