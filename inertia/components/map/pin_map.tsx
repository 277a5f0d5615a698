import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type * as Leaflet from 'leaflet'
import { useT } from '~/lib/i18n'

export interface PinMapProps {
  /** Pin position in WGS84 degrees; null (either one) → no pin yet. */
  latitude: number | null
  longitude: number | null
  /** Called with the new pin position (degrees, 6 decimals) when the user clicks the map or drags the pin. */
  onChange: (latitude: number, longitude: number) => void
  /**
   * Leaflet tile URL template (`https://tile.openstreetmap.org/{z}/{x}/{y}.png`), shared by the
   * server from MAP_TILE_URL. Empty → the map renders without tiles (tests, offline use).
   */
  tileUrl: string
  /** Attribution shown for the tiles; OpenStreetMap's is used for openstreetmap.org tiles when omitted. */
  attribution?: string
  /** Shows the pin without letting the user move it. */
  readOnly?: boolean
  /** Accessible name of the map region. */
  label?: string
  className?: string
}

/** Where the map opens without a pin: Azerbaijan as a whole. */
const DEFAULT_VIEW = { center: [40.3, 47.8] as [number, number], zoom: 7 }
const PIN_ZOOM = 15

const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'

/** Rounds degrees to the 6 decimals stored in the database (≈ 0.1 m). */
function round6(value: number) {
  return Math.round(value * 1e6) / 1e6
}

/** Wraps a clicked longitude into −180…180 (Leaflet reports unwrapped values past the date line). */
function wrapLongitude(value: number) {
  return ((((value + 180) % 360) + 360) % 360) - 180
}

function hasPin(latitude: number | null, longitude: number | null): boolean {
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  )
}

/**
 * A Leaflet map to drop a pin (latitude/longitude). Leaflet touches `window` when it loads, so
 * it is imported in the browser only (in an effect); during SSR and before it loads the frame
 * shows a placeholder. Reusable: the address book and the seller profile use it.
 */
export default function PinMap({
  latitude,
  longitude,
  onChange,
  tileUrl,
  attribution,
  readOnly = false,
  label,
  className = '',
}: PinMapProps) {
  const t = useT()
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<Leaflet.Map | null>(null)
  const marker = useRef<Leaflet.Marker | null>(null)
  const leaflet = useRef<typeof Leaflet | null>(null)
  /** Leaflet's handlers, registered once, call the latest `onChange`. */
  const change = useEffectEvent((lat: number, lng: number) => onChange(lat, lng))
  const [ready, setReady] = useState(false)
  const [failed, setFailed] = useState(false)
  const pinTitle = t('account.map.pin')

  useEffect(() => {
    let cancelled = false
    async function load() {
      const [module] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      const L = ((module as unknown as { default?: typeof Leaflet }).default ??
        module) as typeof Leaflet
      if (cancelled || !container.current) return
      leaflet.current = L
      const instance = L.map(container.current, {
        center: DEFAULT_VIEW.center,
        zoom: DEFAULT_VIEW.zoom,
        worldCopyJump: true,
        attributionControl: Boolean(tileUrl),
      })
      if (tileUrl) {
        L.tileLayer(tileUrl, {
          maxZoom: 19,
          attribution:
            attribution ?? (tileUrl.includes('openstreetmap.org') ? OSM_ATTRIBUTION : ''),
        }).addTo(instance)
      }
      if (!readOnly) {
        instance.on('click', (event: Leaflet.LeafletMouseEvent) => {
          change(round6(event.latlng.lat), round6(wrapLongitude(event.latlng.lng)))
        })
      }
      map.current = instance
      setReady(true)
    }
    load().catch(() => {
      if (!cancelled) setFailed(true)
    })
    return () => {
      cancelled = true
      map.current?.remove()
      map.current = null
      marker.current = null
    }
  }, [tileUrl, attribution, readOnly])

  useEffect(() => {
    const L = leaflet.current
    const instance = map.current
    if (!ready || !L || !instance) return
    if (!hasPin(latitude, longitude)) {
      marker.current?.remove()
      marker.current = null
      return
    }
    const position: [number, number] = [latitude!, longitude!]
    if (!marker.current) {
      marker.current = L.marker(position, {
        draggable: !readOnly,
        keyboard: false,
        title: pinTitle,
        icon: L.divIcon({
          className: 'pin-map-marker',
          html: '<span class="block h-5 w-5 rounded-full border-[3px] border-white bg-accent-600 shadow-md ring-2 ring-accent-600/40"></span>',
          iconSize: [20, 20],
          iconAnchor: [10, 10],
        }),
      }).addTo(instance)
      marker.current.on('dragend', () => {
        const at = marker.current!.getLatLng()
        change(round6(at.lat), round6(wrapLongitude(at.lng)))
      })
      instance.setView(position, Math.max(instance.getZoom(), PIN_ZOOM))
    } else {
      marker.current.setLatLng(position)
      if (!instance.getBounds().contains(position)) instance.panTo(position)
    }
  }, [ready, latitude, longitude, readOnly, pinTitle])

  return (
    <div className={`relative isolate z-0 ${className}`}>
      <div
        ref={container}
        role="region"
        aria-label={label ?? t('account.map.label')}
        data-map-ready={ready ? 'true' : 'false'}
        className="h-72 w-full overflow-hidden rounded-[var(--radius-card)] border border-line bg-brand-50"
      />
      {!ready && (
        <p className="pointer-events-none absolute inset-0 grid place-items-center text-sm text-muted">
          {failed ? t('account.map.failed') : t('ui.loading')}
        </p>
      )}
      {!readOnly && <p className="mt-2 text-xs text-muted">{t('account.map.hint')}</p>}
    </div>
  )
}
