import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { Api } from '../../api/client';
import { type PageMeta, pageTitle } from '../page';
import { PageHero, Section } from '../shared/Section';
import { ContactInfoStrip } from './ContactInfoStrip';
import { ContactSection } from './ContactSection';
import { type ContactFormState, contactFormStatus } from './form-state';
import { OfficeMap } from './OfficeMap';
import { CONTACT_STRINGS } from './strings';

export async function loader(api: Api, args?: LoaderFunctionArgs) {
  // The answer to the form posted without JavaScript, when this render is that answer (render.routes.ts).
  const posted = (args?.context as { contactForm?: ContactFormState } | undefined)?.contactForm ?? null;
  // A 404 means no contact information has been published (SPEC 4); the strip is then left out, as on any failure.
  return { info: await api.contactInfo().catch(() => null), posted };
}

type Data = Awaited<ReturnType<typeof loader>>;

export function meta(): PageMeta {
  return { title: pageTitle(CONTACT_STRINGS.pageTitle), description: CONTACT_STRINGS.metaDescription };
}

export function status(data: Data): number {
  return contactFormStatus(data.posted);
}

export default function ContactPage() {
  const { info, posted } = useLoaderData<Data>();
  return (
    <>
      <PageHero
        eyebrow={CONTACT_STRINGS.heroEyebrow}
        title={CONTACT_STRINGS.heroTitle}
        subtitle={CONTACT_STRINGS.heroSubtitle}
      />
      <ContactSection state={posted} />
      <Section id="reach-us" eyebrow={CONTACT_STRINGS.reachEyebrow} title={CONTACT_STRINGS.reachTitle}>
        {info && <ContactInfoStrip info={info} />}
        <OfficeMap address={info?.location} />
      </Section>
    </>
  );
}
