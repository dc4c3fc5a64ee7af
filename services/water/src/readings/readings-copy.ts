import { fitsFloat4 } from '@inasaku/domain';
import type { ReadingColumns } from './readings.repository';

/** The header of PostgreSQL's binary COPY format: signature, flags (none), header extension length (0). */
const HEADER = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
/** Field count (int16) + uuid (4 + 16) + timestamptz (4 + 8) + four reals (4 + 4 each). */
const ROW_BYTES = 2 + 20 + 12 + 4 * 8;
/** PostgreSQL's timestamps count microseconds from 2000-01-01 UTC. */
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);
const TWO_32 = 2 ** 32;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A value its column would refuse (or keep as another number), found while encoding: it carries
 * the data exception PostgreSQL answers for such a value written as text (22003 out of range,
 * 22P02 not a uuid), so the consumer splits the batch around it exactly as it does for a
 * refusal by the database.
 */
export class UnstorableReadingError extends Error {
  constructor(
    message: string,
    readonly code: '22003' | '22P02',
  ) {
    super(message);
  }
}

function writeReal(buf: Buffer, o: number, column: string, v: number | null): number {
  if (v === null) {
    buf.writeInt32BE(-1, o);
    return o + 4;
  }
  if (!fitsFloat4(v)) throw new UnstorableReadingError(`${column} ${v} is out of range for type real`, '22003');
  buf.writeInt32BE(4, o);
  buf.writeFloatBE(v, o + 4);
  return o + 8;
}

/**
 * The rows of `keep` (all when null) as one binary COPY of water.readings' six columns: no
 * value is printed as text by this process nor parsed back by PostgreSQL (the array literals of
 * the INSERT cost PostgreSQL about as much as the insert itself). A real is written as the float4
 * of the number (Math.fround), the time as microseconds (epoch ms given).
 */
export function readingsCopyData(cols: ReadingColumns, keep: ((i: number) => boolean) | null): Buffer {
  const n = cols.s.length;
  const buf = Buffer.allocUnsafe(HEADER.length + n * ROW_BYTES + 2);
  HEADER.copy(buf, 0);
  let o = HEADER.length;
  const uuids = new Map<string, Buffer>();
  for (let i = 0; i < n; i += 1) {
    if (keep && !keep(i)) continue;
    const s = cols.s[i];
    let id = uuids.get(s);
    if (!id) {
      id = Buffer.from(s.replace(/-/g, ''), 'hex');
      if (id.length !== 16 || !UUID.test(s)) throw new UnstorableReadingError(`sensor_id is not a uuid: ${s}`, '22P02');
      uuids.set(s, id);
    }
    buf.writeInt16BE(6, o);
    buf.writeInt32BE(16, o + 2);
    id.copy(buf, o + 6);
    const us = Math.round((cols.t[i] - PG_EPOCH_MS) * 1000);
    const high = Math.floor(us / TWO_32);
    buf.writeInt32BE(8, o + 22);
    buf.writeInt32BE(high, o + 26);
    buf.writeUInt32BE(us - high * TWO_32, o + 30);
    o += 34;
    o = writeReal(buf, o, 'water_level', cols.l[i]);
    o = writeReal(buf, o, 'water_temperature', cols.w[i]);
    o = writeReal(buf, o, 'battery', cols.b[i]);
    o = writeReal(buf, o, 'signal', cols.g[i]);
  }
  buf.writeInt16BE(-1, o);
  return buf.subarray(0, o + 2);
}
