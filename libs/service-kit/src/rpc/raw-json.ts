/**
 * A handler's answer already serialised: the reply serializer puts these characters in the reply
 * as they are, so a large list is turned into JSON once, not once to measure it and again to send.
 * `T` names what the JSON holds, for readers and callers.
 */
export class RawJson<T = unknown> {
  /** @internal only there so RawJson<A> and RawJson<B> are different types */
  declare readonly holds?: T;

  constructor(readonly json: string) {}

  static of<T>(value: T): RawJson<T> {
    return new RawJson<T>(JSON.stringify(value));
  }
}
