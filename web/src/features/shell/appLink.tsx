import { type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref, createContext, useContext } from 'react';

/**
 * Links and navigation for the parts of the app that /login shows (its page, the header's brand
 * and the footer), without importing TanStack Router: the /login entry (loginMain.tsx) renders
 * them with no router at all, so its first load does not carry the router's code. The app
 * (main.tsx) provides router links and `router.navigate`; without a provider a link is a plain
 * `<a href>` and navigating loads the page (the app then starts at that address).
 */
export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app ('/forgot'). */
  to: string;
  /** `false`: never preload the route on hover/focus (the router preloads on intent otherwise). */
  preload?: false;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

export interface AppNavigation {
  Link: ComponentType<AppLinkProps>;
  /** Opens an address of the app (a path with its search, e.g. a return path). */
  navigate: (href: string) => Promise<void>;
}

function PageLink({ to, preload: _preload, children, ...props }: AppLinkProps) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

/** No router: every link and navigation loads the page from the server. */
export const pageLoadNavigation: AppNavigation = {
  Link: PageLink,
  navigate: (href) => {
    window.location.assign(href);
    // The page is going away: nothing after this should run as if it had navigated.
    return new Promise<void>(() => {});
  },
};

const AppNavigationContext = createContext<AppNavigation>(pageLoadNavigation);

export const AppNavigationProvider = AppNavigationContext.Provider;

/** A link to a path of the app (polymorphic-friendly: `<Anchor component={AppLink} to=…>`). */
export function AppLink(props: AppLinkProps) {
  const { Link } = useContext(AppNavigationContext);
  return <Link {...props} />;
}

/** Navigates to an address of the app (see AppNavigation.navigate). */
export function useAppNavigate(): AppNavigation['navigate'] {
  return useContext(AppNavigationContext).navigate;
}
