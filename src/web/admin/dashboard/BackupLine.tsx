import { AlertTriangle, DatabaseBackup, Download } from 'lucide-react';
import { useState } from 'react';
import { BACKUP_WORDS, type BackupStatus } from '../../../shared/backups';
import { downloadFile } from '../lib/download';
import { notify } from '../lib/notify';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The last scheduled backup, its size; or a warning when it failed, is too old, or none is scheduled (issue 15). */
export function BackupLine({ status }: { status: BackupStatus }) {
  const warnings = [
    status.failedAt && status.error ? BACKUP_WORDS.failed(when(status.failedAt), status.error) : null,
    status.stale && status.lastAt ? BACKUP_WORDS.stale : null,
    !status.scheduled ? BACKUP_WORDS.notScheduled : null,
  ].filter((w): w is string => w !== null);
  // Scheduled and none made yet is a warning too (stale without a last one).
  const warn = warnings.length > 0 || status.stale;
  const [downloading, setDownloading] = useState(false);
  // The whole site, now, as `npm run backup` writes it (GET /api/admin/backup).
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile('/api/admin/backup', 'kestrel-backup.tar.gz');
    } catch {
      notify.error(BACKUP_WORDS.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section
      aria-labelledby="dashboard-backups"
      data-testid="dashboard-backups"
      className={`mt-4 flex flex-wrap items-start gap-x-6 gap-y-2 rounded-2xl border px-5 py-4 shadow-sm ${
        warn ? 'border-amber-300 bg-amber-50' : 'border-ink-900/5 bg-white'
      }`}
    >
      <h2 id="dashboard-backups" className="flex items-center gap-2 text-sm font-semibold text-ink-900">
        {warn ? (
          <AlertTriangle aria-hidden="true" className="size-4 text-amber-700" />
        ) : (
          <DatabaseBackup aria-hidden="true" className="size-4 text-brand-700" />
        )}
        {BACKUP_WORDS.title}
      </h2>
      <div className="min-w-0 flex-1 space-y-1 text-sm text-ink-700">
        <p>
          {status.lastAt && status.lastBytes !== null
            ? BACKUP_WORDS.last(when(status.lastAt), status.lastBytes)
            : BACKUP_WORDS.none}
        </p>
        {warnings.map((text) => (
          <p key={text} role="status" className="font-medium break-words text-amber-800">
            {text}
          </p>
        ))}
      </div>
      <button type="button" className="btn-secondary" onClick={download} disabled={downloading}>
        <Download aria-hidden="true" className="size-4" />
        {downloading ? BACKUP_WORDS.downloading : BACKUP_WORDS.download}
      </button>
    </section>
  );
}
