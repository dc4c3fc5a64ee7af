/**
 * Icons are SVG text turned into data: URLs: nothing to serve or fetch, and the CSP
 * already allows img-src data:. Explicit width and height keep canvas drawImage exact.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function svgDocument(width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;
}

/** Memoises generated URLs: a map with 2,000 pins asks for the same few dozen icons. */
export function memo<K, V>(make: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    let v = cache.get(key);
    if (v === undefined) {
      v = make(key);
      cache.set(key, v);
    }
    return v;
  };
}

/** The three-digit code inside a value such as '041', 'pinicon041' or 'landmark_101.png'. */
export function codeIn(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const m = /(\d{3})(?!.*\d{3})/.exec(value);
  return m ? m[1] : null;
}
