/**
 * The methods of a controller class as Nest finds them, its own and those it inherits (a
 * forwardingHandler's), each name once, the nearest definition winning.
 */
export function handlerMethodsOf(type: { prototype: unknown }): [name: string, method: (...args: never[]) => unknown][] {
  const found = new Map<string, (...args: never[]) => unknown>();
  for (let proto = type.prototype as object | null; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto) as object | null) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      const method = name === 'constructor' ? undefined : (Object.getOwnPropertyDescriptor(proto, name)?.value as unknown);
      if (typeof method === 'function' && !found.has(name)) found.set(name, method as (...args: never[]) => unknown);
    }
  }
  return [...found];
}
