import { type AnyRouter, Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { AppLinkProps, AppNavigation } from './appLink';

/**
 * The shell's and the login page's links and navigation as the app has them: router links
 * (AppLinkProps is a subset of the router Link's props: `to` is one of the app's paths,
 * `preload` false or unset) and `router.navigate`. main.tsx provides it; not for the /login entry.
 */
export function routerNavigation(router: AnyRouter): AppNavigation {
  return {
    Link: Link as unknown as ComponentType<AppLinkProps>,
    navigate: (href) => router.navigate({ href }),
  };
}
