import { moduleRewrite } from './module-rewrite';

/**
 * Mantine's default CSS variables, computed when first needed instead of when @mantine/core is
 * evaluated. remove-default-variables.mjs resolves every variable of the default theme (all
 * colour shades, sizes, shadows) at module level, to drop the ones a theme leaves unchanged when
 * MantineProvider renders its variables. The prerendered pages carry the variables in their head
 * and render MantineProvider without them (theme.ts, mantineVariablesInPage), so there that work
 * was never used, and it sat in the one task that evaluates the app's modules: 5-7 ms of it on
 * this machine, four times that on the phone Lighthouse emulates (issue 10). If a Mantine release
 * changes the module, the build fails here.
 */
const MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]remove-default-variables\.mjs$/;
const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
const FUNCTION = 'function removeDefaultVariables(input) {';

/** The module with its default variables resolved on the first call (`id` is its path), or null for any other module. */
export function lazyDefaultVariablesModule(code: string, id: string): string | null {
  if (!MODULE.test(id)) return null;
  if (!code.includes(EAGER) || !code.includes(FUNCTION)) {
    throw new Error(
      `${id} is not the module this plugin changes: check Mantine's removeDefaultVariables again (web/scripts/mantine-lazy-default-variables.ts).`,
    );
  }
  return code
    .replace(EAGER, 'let defaultCssVariables;')
    .replace(FUNCTION, `${FUNCTION}\n\tdefaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME);`);
}

export const mantineLazyDefaultVariables = () => moduleRewrite('portal:mantine-lazy-default-variables', lazyDefaultVariablesModule);
