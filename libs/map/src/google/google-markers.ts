import type { FarmMarker, FarmMarkerIcon } from '../types';

/** A farm marker as a Google marker: keyed for diffing, with its handlers bound. */
export interface GoogleMarkerItem extends Omit<FarmMarker, 'id'> {
  key: string;
  onClick?: () => void;
  onDragEnd?: (lat: number, lng: number) => void;
}

interface Entry {
  marker: google.maps.Marker;
  item: GoogleMarkerItem;
}

/**
 * Markers managed imperatively and diffed by key, outside React: Google's optimized
 * markers are drawn by the API in its own canvas, so 2,000 of them stay smooth as long as
 * nothing re-creates them on every render. One shared info window shows the hover text.
 */
export class GoogleMarkerSet {
  private readonly entries = new Map<string, Entry>();
  private readonly info: google.maps.InfoWindow;
  private readonly icons = new Map<string, google.maps.Icon>();

  constructor(private readonly map: google.maps.Map) {
    this.info = new google.maps.InfoWindow({ disableAutoPan: true });
  }

  update(items: readonly GoogleMarkerItem[]): void {
    const seen = new Set<string>();
    for (const item of items) {
      seen.add(item.key);
      const entry = this.entries.get(item.key);
      if (!entry) this.entries.set(item.key, { marker: this.create(item), item });
      else this.patch(entry, item);
    }
    for (const [key, entry] of this.entries) {
      if (seen.has(key)) continue;
      google.maps.event.clearInstanceListeners(entry.marker);
      entry.marker.setMap(null);
      this.entries.delete(key);
    }
  }

  clear(): void {
    this.update([]);
    this.info.close();
  }

  private create(item: GoogleMarkerItem): google.maps.Marker {
    const marker = new google.maps.Marker({
      map: this.map,
      position: { lat: item.lat, lng: item.lng },
      icon: this.icon(item.icon),
      anchorPoint: new google.maps.Point(item.icon.width / 2 - item.icon.anchorX, -item.icon.anchorY),
      draggable: !!item.draggable,
      zIndex: item.zIndex,
      optimized: !item.draggable,
    });
    // Listeners read the entry at event time so a patched item's handlers are used.
    const current = () => this.entries.get(item.key)?.item ?? item;
    marker.addListener('click', () => current().onClick?.());
    marker.addListener('dragend', () => {
      const p = marker.getPosition();
      if (p) current().onDragEnd?.(p.lat(), p.lng());
    });
    marker.addListener('mouseover', () => {
      const title = current().title;
      if (!title) return;
      const content = document.createElement('div');
      content.style.whiteSpace = 'pre';
      content.textContent = title;
      this.info.setContent(content);
      this.info.open({ anchor: marker, map: this.map, shouldFocus: false });
    });
    marker.addListener('mouseout', () => this.info.close());
    return marker;
  }

  private patch(entry: Entry, item: GoogleMarkerItem): void {
    const prev = entry.item;
    const m = entry.marker;
    if (prev.lat !== item.lat || prev.lng !== item.lng) m.setPosition({ lat: item.lat, lng: item.lng });
    if (prev.icon.url !== item.icon.url || prev.icon.width !== item.icon.width || prev.icon.height !== item.icon.height) {
      m.setIcon(this.icon(item.icon));
    }
    if (!!prev.draggable !== !!item.draggable) m.setDraggable(!!item.draggable);
    if (prev.zIndex !== item.zIndex) m.setZIndex(item.zIndex ?? null);
    entry.item = item;
  }

  private icon(icon: FarmMarkerIcon): google.maps.Icon {
    const key = `${icon.width}x${icon.height}@${icon.anchorX},${icon.anchorY}|${icon.url}`;
    let gi = this.icons.get(key);
    if (!gi) {
      gi = {
        url: icon.url,
        scaledSize: new google.maps.Size(icon.width, icon.height),
        anchor: new google.maps.Point(icon.anchorX, icon.anchorY),
      };
      this.icons.set(key, gi);
    }
    return gi;
  }
}
