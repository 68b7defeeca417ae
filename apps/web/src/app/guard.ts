// SPEC §4 route guard, run at the root before every navigation.
import { redirect, type ParsedLocation } from '@tanstack/react-router';

import { guardDecision, saveIntended } from '../lib/redirect';
import { session, whenAuthSettled } from '../lib/session';
import { runMiddleware } from './route-meta';

interface MatchLike {
  staticData?: { public?: boolean; middleware?: string[] };
}

export async function guardNavigation({ location, matches, preload }: { location: ParsedLocation; matches: readonly MatchLike[]; preload: boolean }) {
  runMiddleware(
    matches.flatMap((m) => m.staticData?.middleware ?? []),
    location.pathname,
  );
  // An unmatched path (only the root matched) shows the non-fatal 404 to everyone.
  if (matches.length <= 1) return;
  const routePublic = matches.some((m) => m.staticData?.public === true);
  const decide = () => guardDecision({ pathname: location.pathname, fullPath: location.href, routePublic, state: session.get() });
  let decision = decide();
  if (decision.kind === 'wait') {
    await whenAuthSettled();
    decision = decide();
  }
  if (decision.kind === 'redirect') {
    if (preload) return;
    saveIntended(decision.intended);
    throw redirect({ to: '/', replace: true });
  }
}
