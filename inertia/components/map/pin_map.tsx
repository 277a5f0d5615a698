import { type KeyboardEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import type * as Leaflet from 'leaflet'
import { useT } from '~/lib/i18n'
import { formatCoordinates, parseCoordinates } from './coordinates'

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

/** Text put into Leaflet's HTML (attribution, control titles) with its markup characters escaped. */
function escapeHtml(text: string) {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!
  )
}

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
 * shows a placeholder. Reusable: the address book, the seller profile and the checkout use it.
 *
 * Without a mouse: the focused map pans with the arrow keys and zooms with + and − (Leaflet's
 * keyboard handler), Enter or Space puts the pin at the centre (marked by a cross while the map
 * has keyboard focus), and a "latitude, longitude" box moves the pin to typed coordinates, with a
 * localized message when they cannot be read. Zoom buttons and attribution are translated.
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
  const id = useId()
  /** Leaflet's own control texts, in the page's language. */
  const zoomIn = t('account.map.zoom_in')
  const zoomOut = t('account.map.zoom_out')
  const leafletTitle = t('account.map.leaflet_title')
  const osmAttribution = t('account.map.osm_attribution')

  /** The coordinates box follows the pin (clicks, drags, other fields) until the user types. */
  const pinText = hasPin(latitude, longitude) ? formatCoordinates(latitude!, longitude!) : ''
  const [shownPin, setShownPin] = useState(pinText)
  const [typed, setTyped] = useState(pinText)
  const [typedError, setTypedError] = useState<string | null>(null)
  if (shownPin !== pinText) {
    setShownPin(pinText)
    setTyped(pinText)
    setTypedError(null)
  }

  /** Moves the pin to the typed coordinates, or says why it cannot. */
  const applyTyped = () => {
    const parsed = parseCoordinates(typed)
    if (parsed.kind === 'ok') {
      setTypedError(null)
      onChange(parsed.latitude, parsed.longitude)
    } else if (parsed.kind === 'empty') {
      setTypedError(t('account.map.coordinates_empty'))
    } else {
      setTypedError(
        t(
          parsed.kind === 'range'
            ? 'account.map.coordinates_range'
            : 'account.map.coordinates_format'
        )
      )
    }
  }

  /** Enter or Space on the focused map: the pin goes to the centre of the view. */
  const pinAtCentre = (event: KeyboardEvent<HTMLDivElement>) => {
    if (readOnly || event.target !== container.current) return
    if (event.key !== 'Enter' && event.key !== ' ') return
    const instance = map.current
    if (!instance) return
    event.preventDefault()
    const centre = instance.getCenter()
    onChange(round6(centre.lat), round6(wrapLongitude(centre.lng)))
  }

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
        zoomControl: false,
        attributionControl: false,
      })
      L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(instance)
      if (tileUrl) {
        L.control
          .attribution({
            prefix: `<a href="https://leafletjs.com" title="${escapeHtml(leafletTitle)}">Leaflet</a>`,
          })
          .addTo(instance)
        // The translated sentence is escaped, then the link goes where it says {link}.
        const osm = escapeHtml(osmAttribution).replace(
          '{link}',
          '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
        )
        L.tileLayer(tileUrl, {
          maxZoom: 19,
          attribution: attribution ?? (tileUrl.includes('openstreetmap.org') ? osm : ''),
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
  }, [tileUrl, attribution, readOnly, zoomIn, zoomOut, leafletTitle, osmAttribution])

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
      <div className="relative">
        <div
          ref={container}
          role="region"
          aria-label={label ?? t('account.map.label')}
          aria-describedby={readOnly ? undefined : `${id}-keys`}
          data-map-ready={ready ? 'true' : 'false'}
          onKeyDown={pinAtCentre}
          className="peer h-72 w-full overflow-hidden rounded-[var(--radius-card)] border border-line bg-brand-50"
        />
        {!readOnly && ready && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-1/2 z-[1000] hidden h-6 w-6 -translate-x-1/2 -translate-y-1/2 peer-focus-visible:block"
          >
            <span className="absolute top-1/2 left-0 h-0.5 w-6 -translate-y-1/2 bg-brand-900" />
            <span className="absolute top-0 left-1/2 h-6 w-0.5 -translate-x-1/2 bg-brand-900" />
          </span>
        )}
        {!ready && (
          <p className="pointer-events-none absolute inset-0 grid place-items-center text-sm text-muted">
            {failed ? t('account.map.failed') : t('ui.loading')}
          </p>
        )}
      </div>
      {!readOnly && (
        <>
          <p className="mt-2 text-xs text-muted">{t('account.map.hint')}</p>
          <p id={`${id}-keys`} className="mt-1 text-xs text-muted">
            {t('account.map.keyboard')}
          </p>
          <div className="mt-3">
            <label htmlFor={`${id}-coordinates`} className="field-label">
              {t('account.map.coordinates')}
            </label>
            <div className="flex flex-wrap gap-2">
              <input
                id={`${id}-coordinates`}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                value={typed}
                placeholder="40.4093, 49.8671"
                maxLength={60}
                onChange={(event) => setTyped(event.target.value)}
                onKeyDown={(event) => {
                  // Enter moves the pin; it must not submit the surrounding form.
                  if (event.key !== 'Enter') return
                  event.preventDefault()
                  applyTyped()
                }}
                aria-invalid={typedError ? true : undefined}
                aria-describedby={typedError ? `${id}-coordinates-error` : `${id}-coordinates-hint`}
                className="field-input min-w-0 flex-1 basis-40"
              />
              <button type="button" className="btn-ghost border border-line" onClick={applyTyped}>
                {t('account.map.move_pin')}
              </button>
            </div>
            {typedError ? (
              <p id={`${id}-coordinates-error`} role="alert" className="field-error">
                {typedError}
              </p>
            ) : (
              <p id={`${id}-coordinates-hint`} className="mt-1 text-xs text-muted">
                {t('account.map.coordinates_hint')}
              </p>
            )}
          </div>
        </>
      )}
    </div>
  )
}
