import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stableUseIdModule } from './mantine-stable-ids';

/** @mantine/hooks' own use-id module, as the build reads it. */
const hooksEntry = require.resolve('@mantine/hooks');
const hooksDir = hooksEntry.slice(0, hooksEntry.lastIndexOf(join('@mantine', 'hooks')) + join('@mantine', 'hooks').length);
const useIdPath = join(hooksDir, 'esm', 'use-id', 'use-id.mjs');
const useIdSource = readFileSync(useIdPath, 'utf8');

describe("mantineStableIds: Mantine's useId keeps React's id, with no state update after mount", () => {
  it('replaces the installed @mantine/hooks useId with one that has no state and no layout effect', () => {
    expect(useIdSource).toContain('setUuid(randomId())'); // what the installed version does on mount
    const replaced = stableUseIdModule(useIdSource, useIdPath);
    expect(replaced).not.toBeNull();
    expect(replaced).not.toMatch(/useState|useIsomorphicEffect|useLayoutEffect|setUuid|randomId/);
    expect(replaced).toContain('export { useId$1 as useId };');
  });

  it('gives the id Mantine renders first (React\u2019s, colons removed) and keeps a static id', () => {
    const replaced = stableUseIdModule(useIdSource, useIdPath) ?? '';
    const body = replaced.replace("import { useId } from 'react';", '').replace('export { useId$1 as useId };', 'return useId$1;');
    const make = new Function('useId', body) as (useId: () => string) => (staticId?: string) => string;
    const useId$1 = make(() => ':r5:');
    expect(useId$1()).toBe('mantine-r5');
    expect(useId$1('email')).toBe('email');
  });

  it('leaves every other module alone', () => {
    expect(stableUseIdModule('export const x = 1;', '/n/@mantine/hooks/esm/use-disclosure/use-disclosure.mjs')).toBeNull();
  });

  it('fails the build when a Mantine release changes the module, instead of keeping the re-render unnoticed', () => {
    expect(() => stableUseIdModule('export function useId() {}', useIdPath)).toThrow(/is not the useId this plugin replaces/);
  });
});
