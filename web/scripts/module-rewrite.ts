import type { Plugin } from 'vite';

/**
 * A build step that rewrites the source of the modules `rewrite` recognises (it answers the new
 * source, or null to leave a module as it is), before other plugins see them. The changes the
 * build makes to installed packages (Mantine's useId, its default CSS variables, its per-component
 * styles) each state only what they change.
 */
export function moduleRewrite(name: string, rewrite: (code: string, id: string) => string | null): Plugin {
  return {
    name,
    enforce: 'pre',
    transform(code, id) {
      const rewritten = rewrite(code, id);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
