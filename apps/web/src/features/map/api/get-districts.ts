// The district filter and the districts layer read the app's one district query (lib/districts.ts):
// the same key and options as every other screen, so the list is fetched once a session.
export { useDistricts } from '../../../lib/districts';
