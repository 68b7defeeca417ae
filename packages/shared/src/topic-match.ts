// MQTT topic filter matching, for the server's routes and the browser's subscriptions alike.

/** Does `topic` match `filter` (`+` one level, `#` the rest)? `$…` topics match only filters starting with `$`. */
export function topicMatches(filter: string, topic: string): boolean {
  // Called for every message and route: walks both strings level by level without splitting them.
  if ((topic.charCodeAt(0) === DOLLAR) !== (filter.charCodeAt(0) === DOLLAR)) return false;
  const fl = filter.length;
  const tl = topic.length;
  let f = 0;
  let t = 0;
  for (;;) {
    // At the start of a level in both.
    if (filter.charCodeAt(f) === HASH && f + 1 === fl) return true;
    if (filter.charCodeAt(f) === PLUS && (f + 1 === fl || filter.charCodeAt(f + 1) === SLASH)) {
      while (t < tl && topic.charCodeAt(t) !== SLASH) t++;
      f++;
    } else {
      while (f < fl && filter.charCodeAt(f) !== SLASH) {
        if (t >= tl || filter.charCodeAt(f) !== topic.charCodeAt(t)) return false;
        f++;
        t++;
      }
      if (t < tl && topic.charCodeAt(t) !== SLASH) return false;
    }
    // At the end of a level in both.
    if (f === fl) return t === tl;
    // The filter goes on: a topic that ended matches only a last level of "#" ("a/#" matches "a").
    if (t === tl) return fl - f === 2 && filter.charCodeAt(f + 1) === HASH;
    f++;
    t++;
  }
}
const DOLLAR = 36;
const HASH = 35;
const PLUS = 43;
const SLASH = 47;
