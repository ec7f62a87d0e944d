import { Plus } from 'lucide-react';
import { useState } from 'react';
import { SERVICE_WORDS as W } from '../../../shared/admin-words/catalog';
import type { Service } from '../../../shared/schemas/content';
import { SectionHeader } from '../components/SectionHeader';
import { ErrorState, LoadingState } from '../components/States';
import { useServices } from './api';
import { ServiceForm } from './ServiceForm';
import { ServiceTable } from './ServiceTable';

/** The list, or the form for a new service (null) or an existing one. */
type View = { mode: 'list' } | { mode: 'form'; service: Service | null };

/** Services (SPEC 2.8): the table with its pages, or the form titled 'Add Service' / 'Update Service'. */
export default function ServicesSection() {
  const [view, setView] = useState<View>({ mode: 'list' });
  const services = useServices();
  const toList = () => {
    setView({ mode: 'list' });
    window.scrollTo({ top: 0 });
  };

  if (view.mode === 'form') {
    return (
      <>
        <SectionHeader title={view.service ? W.editTitle : W.addTitle} />
        <ServiceForm service={view.service} onDone={toList} />
      </>
    );
  }

  return (
    <>
      <SectionHeader title={W.heading} intro={W.intro}>
        <button
          type="button"
          className="btn-primary rounded-lg py-2.5"
          onClick={() => setView({ mode: 'form', service: null })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {W.add}
        </button>
      </SectionHeader>
      {services.isPending ? (
        <LoadingState text={W.loading} />
      ) : services.isError ? (
        <ErrorState title={W.loadFailed} onRetry={() => void services.refetch()} />
      ) : (
        <ServiceTable services={services.data} onEdit={(service) => setView({ mode: 'form', service })} />
      )}
    </>
  );
}
