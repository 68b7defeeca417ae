// A multimap from small non-negative integers (the matcher's hashes) to lists, by open addressing
// with linear probing over an Int32Array: a lookup that finds nothing, the common case for a read,
// usually costs one load from one array, where a Map walks a bucket chain.

const EMPTY = -1;

export class IntMultiMap<V> {
  private keys: Int32Array;
  private values: Array<V[] | undefined>;
  private shift: number;
  private count = 0;

  constructor(capacityLog2 = 10) {
    this.keys = new Int32Array(1 << capacityLog2).fill(EMPTY);
    this.values = new Array<V[] | undefined>(1 << capacityLog2);
    this.shift = 32 - capacityLog2;
  }

  /** Distinct keys held. */
  get size(): number {
    return this.count;
  }

  private slotOf(key: number): number {
    return Math.imul(key, 0x9e3779b1) >>> this.shift;
  }

  get(key: number): V[] | undefined {
    const keys = this.keys;
    const mask = keys.length - 1;
    for (let i = this.slotOf(key); ; i = (i + 1) & mask) {
      const k = keys[i]!;
      if (k === key) return this.values[i];
      if (k === EMPTY) return undefined;
    }
  }

  add(key: number, value: V): void {
    if ((this.count + 1) * 2 > this.keys.length) this.grow();
    const keys = this.keys;
    const mask = keys.length - 1;
    for (let i = this.slotOf(key); ; i = (i + 1) & mask) {
      const k = keys[i]!;
      if (k === key) {
        this.values[i]!.push(value);
        return;
      }
      if (k === EMPTY) {
        keys[i] = key;
        this.values[i] = [value];
        this.count++;
        return;
      }
    }
  }

  /** Removes one occurrence of `value` under `key`; the key goes when its list empties. */
  delete(key: number, value: V): void {
    const keys = this.keys;
    const mask = keys.length - 1;
    let i = this.slotOf(key);
    for (; ; i = (i + 1) & mask) {
      const k = keys[i]!;
      if (k === EMPTY) return;
      if (k === key) break;
    }
    const list = this.values[i]!;
    const at = list.indexOf(value);
    if (at >= 0) list.splice(at, 1);
    if (list.length > 0) return;
    // backward-shift deletion: pull later entries of the probe run into the hole
    this.count--;
    let hole = i;
    for (let j = (hole + 1) & mask; keys[j] !== EMPTY; j = (j + 1) & mask) {
      const home = this.slotOf(keys[j]!);
      const between = hole <= j ? home > hole && home <= j : home > hole || home <= j;
      if (between) continue;
      keys[hole] = keys[j]!;
      this.values[hole] = this.values[j];
      hole = j;
    }
    keys[hole] = EMPTY;
    this.values[hole] = undefined;
  }

  *entries(): IterableIterator<[number, V[]]> {
    for (let i = 0; i < this.keys.length; i++) if (this.keys[i] !== EMPTY) yield [this.keys[i]!, this.values[i]!];
  }

  private grow(): void {
    const old = this.entries();
    const list = [...old];
    const log2 = 32 - this.shift + 1;
    this.keys = new Int32Array(1 << log2).fill(EMPTY);
    this.values = new Array<V[] | undefined>(1 << log2);
    this.shift = 32 - log2;
    this.count = 0;
    const mask = this.keys.length - 1;
    for (const [key, values] of list) {
      let i = this.slotOf(key);
      while (this.keys[i] !== EMPTY) i = (i + 1) & mask;
      this.keys[i] = key;
      this.values[i] = values;
      this.count++;
    }
  }
}
