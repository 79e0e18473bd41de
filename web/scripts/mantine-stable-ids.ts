import { moduleRewrite } from './module-rewrite';

/**
 * Mantine's `useId` without its second render. @mantine/hooks' useId starts from React's useId
 * and then, in a layout effect on mount, replaces it with a random id (`setUuid(randomId())`),
 * to avoid server/client mismatches under React versions without useId. Every input, checkbox
 * and alert uses it, so the commit of a page's first render starts a synchronous re-render of
 * all of them: on /login, 184 ms of a 289 ms commit task on a 4x-slowed phone profile. The app
 * renders with createRoot only (no hydration; the prerendered pictures are replaced, not
 * hydrated), and React's useId is unique and stable, so the id stays React's: the same value
 * Mantine renders first. If a Mantine release changes the module, the build fails here rather
 * than silently keeping the re-render.
 */
const USE_ID_MODULE = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/** The module that replaces @mantine/hooks' use-id.mjs (`id` is the module's path), or null for any other module. */
export function stableUseIdModule(code: string, id: string): string | null {
  if (!USE_ID_MODULE.test(id)) return null;
  if (!code.includes('setUuid(randomId())') || !code.includes('export { useId$1 as useId }')) {
    throw new Error(`${id} is not the useId this plugin replaces: check Mantine's useId again (web/scripts/mantine-stable-ids.ts).`);
  }
  return [
    "import { useId } from 'react';",
    'function useId$1(staticId) {',
    '  const reactId = useId();',
    "  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;",
    '}',
    'export { useId$1 as useId };',
  ].join('\n');
}

export const mantineStableIds = () => moduleRewrite('portal:mantine-stable-ids', stableUseIdModule);
