import { Pencil, Trash2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

const tones = {
  neutral: 'text-ink-500 hover:bg-slate-100 hover:text-ink-900',
  brand: 'text-brand-700 hover:bg-brand-50',
  danger: 'text-red-600 hover:bg-red-50',
} as const;

/** A small icon-only button; `label` names it for screen readers and shows as a tooltip. */
export function IconButton({
  label,
  tone = 'neutral',
  children,
  className = '',
  ...button
}: ComponentProps<'button'> & { label: string; tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`inline-grid size-9 place-items-center rounded-lg transition focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:opacity-50 ${tones[tone]} ${className}`}
      {...button}
    >
      {children}
    </button>
  );
}

/** A record's Edit and Delete icon buttons; both wait while that record is being deleted. */
export function EditDeleteButtons({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  deleting,
  className,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  /** Left out where the signed-in person may not delete the record: no button that can only answer 403. */
  onDelete?: (() => void) | undefined;
  deleting: boolean;
  className: string;
}) {
  return (
    <div className={className}>
      <IconButton label={editLabel} tone="brand" onClick={onEdit} disabled={deleting}>
        <Pencil aria-hidden="true" className="size-4" />
      </IconButton>
      {onDelete && (
        <IconButton label={deleteLabel} tone="danger" onClick={onDelete} disabled={deleting}>
          <Trash2 aria-hidden="true" className="size-4" />
        </IconButton>
      )}
    </div>
  );
}
