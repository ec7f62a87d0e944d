import { CONTACT_STRINGS, OFFICE_MAP } from './strings';

const [lat, lon] = OFFICE_MAP.marker;
const EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${OFFICE_MAP.bbox.join('%2C')}&layer=mapnik&marker=${lat}%2C${lon}`;
const FULL_MAP_URL = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${OFFICE_MAP.zoom}/${lat}/${lon}`;

/**
 * The office on an embedded OpenStreetMap (the CSP allows this one frame source), with a link to the full map.
 * Under the frame lies its fallback, the address as a link to the map: what shows while the map loads, and if
 * it never does (blocked, or offline), instead of an empty grey box.
 */
export function OfficeMap({ address }: { address?: string | undefined }) {
  return (
    <figure className="mt-6 sm:mt-8">
      <div className="relative h-72 overflow-hidden rounded-2xl border border-ink-900/5 bg-slate-100 shadow-sm sm:h-96">
        <div className="absolute inset-0 grid place-items-center p-6 text-center">
          <a href={FULL_MAP_URL} target="_blank" rel="noopener noreferrer" className="group text-ink-700">
            <span className="block font-semibold text-brand-700 group-hover:underline">
              {CONTACT_STRINGS.mapFallback}
            </span>
            {address && <span className="mt-1 block text-sm">{address}</span>}
          </a>
        </div>
        <iframe
          src={EMBED_URL}
          title={CONTACT_STRINGS.mapTitle}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="relative size-full"
        />
      </div>
      <figcaption className="mt-3 text-right text-sm">
        <a
          href={FULL_MAP_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800"
        >
          {CONTACT_STRINGS.mapLink}
          <span aria-hidden="true">↗</span>
        </a>
      </figcaption>
    </figure>
  );
}
