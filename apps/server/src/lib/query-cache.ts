// A small cache for list queries of data that is read far more often than it changes (the officer
// directory). Dropped on every change: by this process directly, by others through NOTIFY.
// Concurrent misses for one key share one load.

export class QueryCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();
  private generation = 0;

  constructor(
    private readonly maxEntries = 500,
    /** bound on staleness should a change notification ever be lost */
    private readonly ttlMs = 60_000,
  ) {}

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    const now = Date.now();
    if (hit && now - hit.at < this.ttlMs) {
      // Most recently used goes last; the oldest is first in line for eviction.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const generation = this.generation;
    const value = load();
    this.entries.set(key, { at: now, value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const forget = () => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    };
    // A load that straddled a change may hold the old data, and a failure is not worth keeping.
    value.then(() => generation !== this.generation && forget(), forget);
    return value;
  }
}
