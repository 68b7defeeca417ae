// Route metadata (TanStack staticData) and the named route middleware (SPEC §8 'Unknown route middleware').
import { unknownMiddlewareError } from '../lib/app-error';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** SPEC §2: a route whose metadata marks it public never waits for authentication. */
    public?: boolean;
    /** i18n key of the page title (the title template adds the product name). */
    titleKey?: string;
    /** Named middleware to run before the route loads. */
    middleware?: string[];
  }
}

type Middleware = (ctx: { pathname: string }) => void;

/** Named middleware a route may ask for; the guard itself always runs at the root. */
export const MIDDLEWARE: Record<string, Middleware> = {
  auth: () => {},
};

export function runMiddleware(names: readonly string[], pathname: string) {
  for (const name of names) {
    const fn = Object.hasOwn(MIDDLEWARE, name) ? MIDDLEWARE[name] : undefined;
    if (!fn) throw unknownMiddlewareError(name);
    fn({ pathname });
  }
}
