import { SERVICE_WORDS as W } from '../../../shared/admin-words/catalog';
import type { Service } from '../../../shared/schemas/content';
import { AddButton, SectionHeader } from '../components/SectionHeader';
import { ErrorState, LoadingState } from '../components/States';
import { useFormView } from '../components/useFormView';
import { useLinkedRecord } from '../lib/useEditLink';
import { useServices } from './api';
import { ServiceForm } from './ServiceForm';
import { ServiceTable } from './ServiceTable';

/** Services (SPEC 2.8): the table with its pages, or the form titled 'Add Service' / 'Update Service'. */
export default function ServicesSection() {
  const view = useFormView<Service>();
  const services = useServices();
  // `?edit=…` (a search result, a use of a library image): that service's form opens once the list is loaded.
  useLinkedRecord(services.data, services.isSuccess, view.open);

  if (view.editing !== undefined) {
    return (
      <>
        <SectionHeader title={view.editing ? W.editTitle : W.addTitle} />
        <ServiceForm service={view.editing} onDone={view.close} />
      </>
    );
  }

  return (
    <>
      <SectionHeader title={W.heading} intro={W.intro}>
        <AddButton label={W.add} onClick={() => view.open(null)} />
      </SectionHeader>
      {services.isPending ? (
        <LoadingState text={W.loading} />
      ) : services.isError ? (
        <ErrorState title={W.loadFailed} onRetry={() => void services.refetch()} />
      ) : (
        <ServiceTable services={services.data} onEdit={view.open} />
      )}
    </>
  );
}
