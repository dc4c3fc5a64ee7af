import type { Writable } from 'node:stream';

/** A COPY .. FROM STDIN: given to the client's query(), written to, finished once PostgreSQL answered. */
export interface CopyStreamQuery extends Writable {
  /** rows copied (set when PostgreSQL answered) */
  rowCount: number;
}

// pg-copy-streams (COPY for node-postgres) ships no type declarations, and an ambient declaration
// would not reach the other projects that compile this file (sensor-ingest's tests run water from
// its sources): the one function used, typed here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const copyStreams = require('pg-copy-streams') as { from(sql: string): CopyStreamQuery };

export const copyFrom = (sql: string): CopyStreamQuery => copyStreams.from(sql);
