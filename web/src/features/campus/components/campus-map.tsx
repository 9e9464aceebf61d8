/**
 * The GPS screen's map (Leaflet, loaded only with this screen). Without a tile address the
 * map draws Nepal's outline and the campuses on a plain background, so it works offline and
 * under the strict Content-Security-Policy; docs/decisions/0013 says why tiles are off by
 * default. Leaflet's stylesheet is bundled, and markers are vector circles (no icon images).
 */
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { NEPAL_BOUNDS } from '@hemis/contracts';

export interface MapMarker {
  id: number;
  label: string;
  latitude: number;
  longitude: number;
}

interface CampusMapProps {
  markers: readonly MapMarker[];
  /** The point being placed, drawn apart from the other campuses. */
  selected: { latitude: number; longitude: number } | undefined;
  /** A click on the map picks a point; without it the map only shows. */
  onPick?: ((latitude: number, longitude: number) => void) | undefined;
  /** Tiles with {z}/{x}/{y}, when the deployment allows their host. */
  tileUrl?: string | undefined;
}

/** A rough outline of Nepal (latitude, longitude), for orientation without map tiles. */
const NEPAL_OUTLINE: [number, number][] = [
  [28.99, 80.06],
  [29.75, 80.4],
  [30.2, 81.1],
  [30.4, 81.5],
  [30.0, 82.1],
  [29.5, 83.0],
  [29.2, 83.5],
  [29.3, 84.2],
  [28.6, 85.1],
  [28.3, 85.7],
  [28.0, 86.1],
  [27.95, 86.7],
  [27.9, 87.2],
  [27.8, 88.1],
  [27.1, 88.2],
  [26.4, 88.0],
  [26.4, 87.3],
  [26.5, 86.5],
  [26.7, 85.8],
  [26.85, 85.2],
  [27.0, 84.6],
  [27.35, 84.0],
  [27.4, 83.4],
  [27.5, 82.8],
  [27.85, 82.0],
  [28.3, 81.3],
  [28.6, 80.6],
];

const BOUNDS = L.latLngBounds(
  [NEPAL_BOUNDS.minLatitude, NEPAL_BOUNDS.minLongitude],
  [NEPAL_BOUNDS.maxLatitude, NEPAL_BOUNDS.maxLongitude],
);

export function CampusMap({ markers, selected, onPick, tileUrl }: CampusMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | undefined>(undefined);
  const campusLayer = useRef<L.LayerGroup | undefined>(undefined);
  const selectedLayer = useRef<L.LayerGroup | undefined>(undefined);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!container.current) return undefined;
    const created = L.map(container.current, { attributionControl: Boolean(tileUrl), maxBounds: BOUNDS.pad(0.5) });
    created.fitBounds(BOUNDS);
    if (tileUrl) {
      L.tileLayer(tileUrl, {
        maxZoom: 18,
        attribution: '&copy; OpenStreetMap contributors',
      }).addTo(created);
    }
    L.polygon(NEPAL_OUTLINE, { color: '#1565c0', weight: 1, fillOpacity: 0.05, interactive: false }).addTo(created);
    campusLayer.current = L.layerGroup().addTo(created);
    selectedLayer.current = L.layerGroup().addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => pick.current?.(event.latlng.lat, event.latlng.lng));
    map.current = created;
    return () => {
      created.remove();
      map.current = undefined;
    };
  }, [tileUrl]);

  useEffect(() => {
    const layer = campusLayer.current;
    if (!layer) return;
    layer.clearLayers();
    for (const marker of markers) {
      L.circleMarker([marker.latitude, marker.longitude], { radius: 5, color: '#2e7d32', weight: 1, fillOpacity: 0.7 })
        .bindTooltip(marker.label)
        .addTo(layer);
    }
  }, [markers]);

  useEffect(() => {
    const layer = selectedLayer.current;
    if (!layer) return;
    layer.clearLayers();
    if (selected) {
      L.circleMarker([selected.latitude, selected.longitude], {
        radius: 9,
        color: '#c62828',
        weight: 3,
        fillOpacity: 0.5,
      })
        .bindTooltip('This campus')
        .addTo(layer);
    }
  }, [selected]);

  return (
    <Box
      ref={container}
      role="application"
      aria-label="Campus map"
      data-campus-markers={markers.length}
      sx={{
        height: { xs: 320, md: 460 },
        width: '100%',
        borderRadius: 1,
        bgcolor: 'action.hover',
        cursor: onPick ? 'crosshair' : 'grab',
      }}
    />
  );
}

export default CampusMap;
