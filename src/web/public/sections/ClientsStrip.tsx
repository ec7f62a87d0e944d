import { PUBLIC_MESSAGES } from '../../../shared/messages';
import { Img } from '../../components/Img';
import { CLIENT_LOGOS, SECTION_STRINGS } from './strings';

/**
 * 'Our Satisfied Clients' with the four client logos (SPEC 2.4, 9). Nothing in it changes, so its elements
 * are built once (docs/decisions/011-constant-elements.md).
 */
const STRIP = (
  <section aria-labelledby="clients-heading" className="border-y border-ink-900/5 bg-white py-12 sm:py-14">
    <div className="container-page">
      <h2 id="clients-heading" className="text-center text-sm font-semibold tracking-wide text-ink-900">
        {PUBLIC_MESSAGES.clientsHeading}
      </h2>
      <p className="mt-1 text-center text-sm text-ink-500">{SECTION_STRINGS.clientsIntro}</p>
      <ul className="mt-8 grid grid-cols-2 items-center gap-x-6 gap-y-8 sm:grid-cols-4">
        {CLIENT_LOGOS.map((logo) => (
          <li key={logo.src} className="flex justify-center">
            <Img
              src={logo.src}
              alt={logo.name}
              width={200}
              height={60}
              className="h-10 w-auto opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0 sm:h-12"
            />
          </li>
        ))}
      </ul>
    </div>
  </section>
);

export const ClientsStrip = () => STRIP;
