import type { FieldTransferFormat } from '@inasaku/contracts';

/** The format of a chosen file, from its extension; null when it is none of ours. */
export function formatOfFile(name: string): FieldTransferFormat | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  if (ext === 'geojson' || ext === 'json') return 'geojson';
  if (ext === 'kml') return 'kml';
  if (ext === 'csv') return 'csv';
  return null;
}

export const FORMAT_LABELS: Record<FieldTransferFormat, string> = { geojson: 'GeoJSON', kml: 'KML', csv: 'CSV' };

/** Hands the browser a file to save (the export answers the file as text). */
export function saveTextFile(filename: string, contentType: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: contentType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Let the download start before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
