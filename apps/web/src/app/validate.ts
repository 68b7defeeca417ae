// Route validate checks (SPEC §5): a failing check is a fatal 404 'Page Not Found: {fullPath}'.
import type { ParsedLocation } from '@tanstack/react-router';

import { isUuid, validateError } from '../lib/app-error';

/** beforeLoad for routes whose `id` is a UUID (police, watch entries, chats). */
export function requireUuidId({ params, location }: { params: { id: string }; location: ParsedLocation }) {
  if (!isUuid(params.id)) throw validateError(location.href);
}
