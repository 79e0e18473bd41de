import { moduleRewrite } from './module-rewrite';

type Transform = (code: string, id: string) => { code: string; map: null } | null;

describe('moduleRewrite: a build step that rewrites only the modules it recognises', () => {
  const plugin = moduleRewrite('portal:test', (code, id) => (id.endsWith('/target.mjs') ? code.replace('eager()', 'lazy()') : null));
  const transform = plugin.transform as unknown as Transform;

  it('runs before the other plugins, under its name', () => {
    expect(plugin).toMatchObject({ name: 'portal:test', enforce: 'pre' });
  });

  it('gives the rewritten source of a recognised module', () => {
    expect(transform('export const x = eager();', '/node_modules/pkg/target.mjs')).toEqual({ code: 'export const x = lazy();', map: null });
  });

  it('leaves every other module to the build as it is', () => {
    expect(transform('export const x = eager();', '/node_modules/pkg/other.mjs')).toBeNull();
  });
});
