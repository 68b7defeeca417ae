// A user's role as the reader should see it: a role the app knows by name in the reader's language,
// one from an outside identity provider as it is.
import type { TFunction } from 'i18next';

export const roleLabel = (t: TFunction, role: string | undefined): string =>
  role ? t(`profile.roles.${role}`, { defaultValue: role }) : '—';
