import { icon } from '../../components/icon';
import { MAP_PIN_SHAPE } from '../shared/contact-icons';
import { CONTACT_STRINGS, OFFICE_MAP } from './strings';

const [lat, lon] = OFFICE_MAP.marker;
const EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${OFFICE_MAP.bbox.join('%2C')}&layer=mapnik&marker=${lat}%2C${lon}`;
const FULL_MAP_URL = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${OFFICE_MAP.zoom}/${lat}/${lon}`;

const MAP_PIN = icon('map-pin', MAP_PIN_SHAPE, 'size-5');

/**
 * The office on an embedded OpenStreetMap (the CSP allows this one frame source), and beside it, in a box of its
 * own, the address as a link to the full map. The link sat under the frame once (issue 27): when the map could not
 * load (offline, a filter, a privacy extension) the browser's error page covered it. A frame draws only inside its
 * own box, so beside it (above it on a phone) the link stays in sight and usable whatever the frame shows.
 */
export function OfficeMap({ address }: { address?: string | undefined }) {
  return (
    <figure className="mt-6 grid overflow-hidden rounded-2xl border border-ink-900/5 bg-white shadow-sm sm:mt-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <figcaption className="flex items-start gap-4 border-b border-ink-900/5 p-6 sm:p-8 lg:flex-col lg:justify-center lg:border-r lg:border-b-0">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
          {MAP_PIN}
        </span>
        <a
          href={FULL_MAP_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="group min-w-0 rounded-md text-ink-700 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <span className="font-semibold text-brand-700 group-hover:text-brand-800 group-hover:underline">
            {CONTACT_STRINGS.mapFallback}
            <span aria-hidden="true">&nbsp;↗</span>
          </span>
          {address && <span className="mt-1 block wrap-break-word">{address}</span>}
        </a>
      </figcaption>
      <div className="h-72 bg-slate-100 sm:h-96">
        <iframe
          src={EMBED_URL}
          title={CONTACT_STRINGS.mapTitle}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="block size-full"
        />
      </div>
    </figure>
  );
}
