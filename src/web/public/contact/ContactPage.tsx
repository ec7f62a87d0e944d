import { useLoaderData } from 'react-router';
import type { Api } from '../../api/client';
import { type PageMeta, pageTitle } from '../page';
import { PageHero, Section } from '../shared/Section';
import { ContactInfoStrip } from './ContactInfoStrip';
import { ContactSection } from './ContactSection';
import { OfficeMap } from './OfficeMap';
import { CONTACT_STRINGS } from './strings';

export async function loader(api: Api) {
  // A 404 means no contact information has been published (SPEC 4); the strip is then left out, as on any failure.
  return { info: await api.contactInfo().catch(() => null) };
}

type Data = Awaited<ReturnType<typeof loader>>;

export function meta(): PageMeta {
  return { title: pageTitle(CONTACT_STRINGS.pageTitle), description: CONTACT_STRINGS.metaDescription };
}

export default function ContactPage() {
  const { info } = useLoaderData<Data>();
  return (
    <>
      <PageHero
        eyebrow={CONTACT_STRINGS.heroEyebrow}
        title={CONTACT_STRINGS.heroTitle}
        subtitle={CONTACT_STRINGS.heroSubtitle}
      />
      <ContactSection />
      <Section id="reach-us" eyebrow={CONTACT_STRINGS.reachEyebrow} title={CONTACT_STRINGS.reachTitle}>
        {info && <ContactInfoStrip info={info} />}
        <OfficeMap address={info?.location} />
      </Section>
    </>
  );
}
