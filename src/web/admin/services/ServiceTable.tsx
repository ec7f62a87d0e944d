import { ORDER_WORDS as OW, SERVICE_WORDS as W } from '../../../shared/admin-words/catalog';
import type { Service } from '../../../shared/schemas/content';
import { Img } from '../../components/Img';
import { EditDeleteButtons } from '../components/IconButton';
import { MoveAnnouncer, MoveButtons, useReorder } from '../components/MoveButtons';
import { Pagination } from '../components/Pagination';
import { EmptyState } from '../components/States';
import { useConfirmedDelete } from '../components/useConfirmedDelete';
import { queryKeys } from '../lib/query';
import { usePagination } from '../lib/usePagination';
import { useDeleteService } from './api';

const th = 'py-3 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase';

/** The services table (SPEC 2.8): image, Service Name, Description (wide screens only), Action. */
export function ServiceTable({ services, onEdit }: { services: Service[]; onEdit: (service: Service) => void }) {
  const pages = usePagination(services, 'services');
  const order = useReorder<Service>('service', queryKeys.services);
  // The spec deletes without asking; one stray click must not lose a service, so it asks first.
  const { remove, deletingId } = useConfirmedDelete(useDeleteService(), {
    question: W.deleteConfirm,
    deleted: W.deleted,
    failed: W.deleteFailed,
  });

  if (services.length === 0) return <EmptyState title={W.empty} text={W.emptyText} />;
  return (
    <>
      <div className="overflow-hidden rounded-2xl border border-ink-900/5 bg-white shadow-sm">
        <table className="w-full table-fixed">
          <thead className="border-b border-ink-900/5 bg-slate-50">
            <tr>
              <th scope="col" className={`${th} w-11 px-1 sm:w-24 sm:px-4`}>
                <span className="sr-only">{OW.column}</span>
              </th>
              <th scope="col" className={`${th} w-16 px-2 sm:w-28 sm:px-4`}>
                {W.image}
              </th>
              <th scope="col" className={`${th} px-3 sm:px-4`}>
                {W.name}
              </th>
              <th scope="col" className={`${th} hidden px-3 sm:px-4 md:table-cell md:w-1/2`}>
                {W.description}
              </th>
              <th scope="col" className={`${th} w-24 px-2 text-right sm:w-28 sm:px-4`}>
                {W.action}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-900/5">
            {pages.items.map((service) => (
              <tr key={service._id} className="align-middle">
                <td className="py-3 pl-1 sm:pl-4">
                  <MoveButtons
                    className="flex flex-col gap-0.5 sm:flex-row"
                    id={service._id}
                    name={service.name}
                    index={services.indexOf(service)}
                    total={services.length}
                    onMove={(by) => order.move(services, service, by, service.name)}
                  />
                </td>
                <td className="px-2 py-3 sm:px-4">
                  <Img
                    src={service.imageUrl}
                    srcSet={service.imageSrcset}
                    sizes="96px"
                    width={96}
                    height={64}
                    alt=""
                    className="h-10 w-12 rounded-lg bg-slate-100 object-cover sm:h-14 sm:w-20"
                  />
                </td>
                <td className="px-3 py-3 text-sm font-medium break-words text-ink-900 sm:px-4 sm:text-base">
                  {service.name}
                </td>
                <td className="hidden px-3 py-3 sm:px-4 text-sm text-ink-500 md:table-cell">
                  <p className="line-clamp-2">{service.description}</p>
                </td>
                <td className="px-2 py-3 sm:px-4">
                  <EditDeleteButtons
                    className="flex justify-end gap-0.5 sm:gap-1"
                    editLabel={W.edit(service.name)}
                    deleteLabel={W.remove(service.name)}
                    onEdit={() => onEdit(service)}
                    onDelete={() => void remove(service)}
                    deleting={deletingId === service._id}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <MoveAnnouncer text={order.announcement} />
      <Pagination state={pages} label={W.pagination} />
    </>
  );
}
