// "May the user do X?" for the UI: the same can() the server checks, read from the session. Actions the
// user may not take are hidden; the API answers 403 anyway.
import { can, type Action, type Resource } from '@yaam/shared/permissions';

import { useSession } from './session';

export function useCan(resource: Resource, action: Action): boolean {
  return useSession((s) => can(s.user?.permissions ?? [], resource, action));
}
