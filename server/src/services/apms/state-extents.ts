// Where each of Nigeria's 36 states and the FCT lies, as a box of latitude and longitude (degrees,
// rounded outwards to about 5 km): enough to tell that an outlet's GPS point is not plausibly in the
// state its record names, not to draw borders. Keyed by the state's name as the platform stores it.

export interface Extent {
  south: number
  north: number
  west: number
  east: number
}

const box = (south: number, north: number, west: number, east: number): Extent => ({ south, north, west, east })

export const STATE_EXTENTS: Readonly<Record<string, Extent>> = {
  Abia: box(4.75, 6.12, 7.0, 8.0),
  Adamawa: box(7.45, 10.95, 11.4, 13.75),
  'Akwa Ibom': box(4.45, 5.55, 7.45, 8.35),
  Anambra: box(5.7, 6.8, 6.6, 7.35),
  Bauchi: box(9.3, 12.25, 8.5, 10.8),
  Bayelsa: box(4.2, 5.35, 5.35, 6.75),
  Benue: box(6.4, 8.15, 7.75, 10.0),
  Borno: box(10.0, 13.75, 11.5, 14.7),
  'Cross River': box(4.45, 6.9, 7.7, 9.45),
  Delta: box(5.05, 6.5, 5.0, 6.8),
  Ebonyi: box(5.7, 6.8, 7.55, 8.45),
  Edo: box(5.75, 7.6, 5.0, 6.75),
  Ekiti: box(7.25, 8.1, 4.75, 5.8),
  Enugu: box(5.9, 7.1, 6.9, 7.9),
  'Federal Capital Territory': box(8.4, 9.4, 6.7, 7.6),
  Gombe: box(9.3, 11.2, 10.7, 11.95),
  Imo: box(5.1, 5.95, 6.6, 7.45),
  Jigawa: box(11.0, 13.0, 8.1, 10.6),
  Kaduna: box(9.0, 11.35, 6.1, 8.85),
  Kano: box(10.6, 12.65, 7.65, 9.45),
  Katsina: box(11.1, 13.35, 6.85, 8.9),
  Kebbi: box(10.1, 13.25, 3.45, 6.0),
  Kogi: box(6.55, 8.75, 5.4, 7.9),
  Kwara: box(7.95, 10.15, 2.75, 6.25),
  Lagos: box(6.35, 6.75, 2.7, 4.35),
  Nasarawa: box(7.7, 9.35, 7.0, 9.6),
  Niger: box(8.3, 11.5, 3.5, 7.45),
  Ogun: box(6.3, 7.95, 2.7, 4.6),
  Ondo: box(5.75, 7.8, 4.3, 6.05),
  Osun: box(7.05, 8.1, 4.0, 5.1),
  Oyo: box(7.05, 9.2, 2.7, 4.6),
  Plateau: box(8.5, 10.35, 8.35, 10.0),
  Rivers: box(4.25, 5.7, 6.45, 7.6),
  Sokoto: box(12.0, 13.95, 4.1, 6.9),
  Taraba: box(6.45, 9.6, 9.2, 11.95),
  Yobe: box(10.6, 13.4, 9.6, 12.55),
  Zamfara: box(11.0, 13.1, 5.35, 7.25),
}

const KM_PER_DEGREE = 111.32

/** Kilometres from a point to the nearest edge of a box (0 inside it). */
export function distanceOutsideKm(extent: Extent, latitude: number, longitude: number): number {
  const dLat = latitude < extent.south ? extent.south - latitude : latitude > extent.north ? latitude - extent.north : 0
  const dLon = longitude < extent.west ? extent.west - longitude : longitude > extent.east ? longitude - extent.east : 0
  const kmLon = dLon * KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180)
  return Math.hypot(dLat * KM_PER_DEGREE, kmLon)
}

/** The state whose box holds the point, the one whose centre is nearest when boxes overlap; null outside them all. */
export function stateAt(latitude: number, longitude: number): string | null {
  let best: { name: string; distance: number } | null = null
  for (const [name, extent] of Object.entries(STATE_EXTENTS)) {
    if (distanceOutsideKm(extent, latitude, longitude) > 0) continue
    const distance = Math.hypot(latitude - (extent.south + extent.north) / 2, longitude - (extent.west + extent.east) / 2)
    if (!best || distance < best.distance) best = { name, distance }
  }
  return best?.name ?? null
}
