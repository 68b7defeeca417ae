// Ingest counters of this process: what GET /api/v1/ingest/stats returns and /metrics exposes.
import type { IngestStats, RejectReason } from '@yaam/shared/contracts/ingest';

/** Upper bounds (ms) of the batch latency histogram buckets. */
const BUCKETS_MS = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000] as const;

export class IngestCounters {
  readonly since = new Date();
  accepted = 0;
  duplicate = 0;
  messages = 0;
  batches = 0;
  failedBatches = 0;
  readonly rejected = new Map<RejectReason, number>();
  /** `${deviceId}\u0000${reason}` → count */
  readonly rejectedByDevice = new Map<string, number>();
  private readonly buckets = new Array<number>(BUCKETS_MS.length + 1).fill(0);
  private latencySum = 0;
  private latencyMax = 0;
  /** accepted per second, for the last 10 seconds (index = second % 10) */
  private readonly perSecond = new Array<{ s: number; n: number }>(10).fill({ s: 0, n: 0 });

  reject(deviceId: string, reason: RejectReason, n = 1) {
    this.rejected.set(reason, (this.rejected.get(reason) ?? 0) + n);
    const key = `${deviceId}\u0000${reason}`;
    this.rejectedByDevice.set(key, (this.rejectedByDevice.get(key) ?? 0) + n);
  }

  batch(ms: number, accepted: number, duplicate: number) {
    this.batches++;
    this.accepted += accepted;
    this.duplicate += duplicate;
    this.latencySum += ms;
    this.latencyMax = Math.max(this.latencyMax, ms);
    const i = BUCKETS_MS.findIndex((b) => ms <= b);
    this.buckets[i === -1 ? BUCKETS_MS.length : i]! += 1;
    const s = Math.floor(Date.now() / 1000);
    const slot = this.perSecond[s % 10]!;
    this.perSecond[s % 10] = slot.s === s ? { s, n: slot.n + accepted } : { s, n: accepted };
  }

  private quantile(q: number): number {
    const total = this.buckets.reduce((a, b) => a + b, 0);
    if (total === 0) return 0;
    let seen = 0;
    for (let i = 0; i < this.buckets.length; i++) {
      seen += this.buckets[i] ?? 0;
      if (seen >= q * total) return BUCKETS_MS[i] ?? this.latencyMax;
    }
    return this.latencyMax;
  }

  snapshot(backlog: number): IngestStats {
    const now = Math.floor(Date.now() / 1000);
    const recent = this.perSecond.filter((p) => p.s > now - 10 && p.s < now);
    return {
      since: this.since.toISOString(),
      accepted: this.accepted,
      duplicate: this.duplicate,
      rejected: Object.fromEntries(this.rejected),
      rejectedByDevice: [...this.rejectedByDevice].map(([k, count]) => {
        const [deviceId = '', reason = ''] = k.split('\u0000');
        return { deviceId, reason, count };
      }),
      messages: this.messages,
      batches: this.batches,
      failedBatches: this.failedBatches,
      backlog,
      batchLatencyMs: { p50: this.quantile(0.5), p95: this.quantile(0.95), p99: this.quantile(0.99), max: Math.round(this.latencyMax * 10) / 10 },
      ratePerSecond: recent.length ? Math.round(recent.reduce((a, p) => a + p.n, 0) / 9) : 0,
    };
  }

  /** Prometheus text exposition format 0.0.4. */
  prometheus(backlog: number): string {
    const esc = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
    const out: string[] = [];
    const metric = (name: string, type: string, help: string) => out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
    metric('yaam_ingest_reads_accepted_total', 'counter', 'Plate reads stored.');
    out.push(`yaam_ingest_reads_accepted_total ${this.accepted}`);
    metric('yaam_ingest_reads_duplicate_total', 'counter', 'Plate reads already stored (redelivered or resent).');
    out.push(`yaam_ingest_reads_duplicate_total ${this.duplicate}`);
    metric('yaam_ingest_reads_rejected_total', 'counter', 'Plate reads or messages rejected, by reason and device.');
    for (const [k, n] of this.rejectedByDevice) {
      const [device = '', reason = ''] = k.split('\u0000');
      out.push(`yaam_ingest_reads_rejected_total{reason="${esc(reason)}",device="${esc(device)}"} ${n}`);
    }
    metric('yaam_ingest_messages_total', 'counter', 'Messages (MQTT or HTTP) received with reads.');
    out.push(`yaam_ingest_messages_total ${this.messages}`);
    metric('yaam_ingest_batches_failed_total', 'counter', 'Batches the database refused (their messages are redelivered).');
    out.push(`yaam_ingest_batches_failed_total ${this.failedBatches}`);
    metric('yaam_ingest_backlog_reads', 'gauge', 'Reads waiting for or in a database batch.');
    out.push(`yaam_ingest_backlog_reads ${backlog}`);
    metric('yaam_ingest_batch_duration_seconds', 'histogram', 'Time to commit one batch of reads.');
    let cumulative = 0;
    BUCKETS_MS.forEach((b, i) => {
      cumulative += this.buckets[i] ?? 0;
      out.push(`yaam_ingest_batch_duration_seconds_bucket{le="${b / 1000}"} ${cumulative}`);
    });
    cumulative += this.buckets[BUCKETS_MS.length] ?? 0;
    out.push(`yaam_ingest_batch_duration_seconds_bucket{le="+Inf"} ${cumulative}`);
    out.push(`yaam_ingest_batch_duration_seconds_sum ${this.latencySum / 1000}`);
    out.push(`yaam_ingest_batch_duration_seconds_count ${this.batches}`);
    return `${out.join('\n')}\n`;
  }
}
