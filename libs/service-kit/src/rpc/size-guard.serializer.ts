// Nest does not re-export its NATS serializer from the package root.
import { NatsRecordSerializer } from '@nestjs/microservices/serializers/nats-record.serializer';
import { ERROR_CODES } from '@inasaku/contracts';
import { RawJson } from './raw-json';
import { ChunkedReplies } from './chunked-replies';

const utf8 = new TextEncoder();

/** NATS refuses messages over its max_payload (1 MB by default) and Nest then crashes the process. */
export const MAX_REPLY_BYTES = 900 * 1024;

export const REPLY_TOO_LARGE_MESSAGE = '応答データが大きすぎます。条件を絞って再度お試しください。';

/**
 * Serializes replies like Nest's own NATS serializer. An oversized reply goes in chunks
 * (ChunkedReplies: the caller fetches them); only where no chunk subject is served does it become
 * an error body, instead of letting the publish throw inside the transport.
 */
export class SizeGuardSerializer extends NatsRecordSerializer {
  constructor(
    private readonly maxBytes = MAX_REPLY_BYTES,
    private readonly chunks: ChunkedReplies | null = ChunkedReplies.shared,
  ) {
    super();
  }

  serialize(packet: any) {
    const encoded = packet?.response instanceof RawJson ? serializeRaw(packet) : super.serialize(packet);
    if ((encoded.data as Uint8Array | undefined)?.length && (encoded.data as Uint8Array).length > this.maxBytes) {
      const marker = this.chunks?.hold(encoded.data as Uint8Array, packet?.id);
      if (marker) return { data: marker, headers: undefined };
      return super.serialize({
        id: packet?.id,
        isDisposed: true,
        err: { statusCode: 500, code: ERROR_CODES.payloadTooLarge, message: REPLY_TOO_LARGE_MESSAGE },
      });
    }
    return encoded;
  }
}

/** Nest's reply layout `{"response":…,"isDisposed":true,"id":"…"}` around an answer already in JSON. */
function serializeRaw(packet: { response: RawJson }) {
  const { response, ...rest } = packet;
  const tail = JSON.stringify(rest);
  return { data: utf8.encode(`{"response":${response.json}${tail === '{}' ? '}' : `,${tail.slice(1)}`}`), headers: undefined };
}
