import { useState } from 'react';
import { MEDIA_WORDS as W } from '../../../shared/admin-words/media';
import type { MediaItem } from '../../../shared/schemas/media';
import { SectionHeader } from '../components/SectionHeader';
import { useMediaBrowser } from './api';
import { MediaDetails } from './MediaDetails';
import { MediaGrid, MediaSearch } from './MediaGrid';
import { UploadButton, UploadList } from './MediaUploads';
import { useMediaUploads } from './useMediaUploads';

/** Media (issue 13): every stored image, newest first, 24 a page, searched by name and description. */
export default function MediaSection() {
  const browser = useMediaBrowser();
  const uploads = useMediaUploads();
  const [open, setOpen] = useState<MediaItem | null>(null);
  // The open image as the list has it now (after a save, the list reloads with the new description).
  const current = open ? (browser.pages.items.find((item) => item._id === open._id) ?? open) : null;
  return (
    <>
      <SectionHeader title={W.heading} intro={W.intro}>
        <UploadButton onFiles={(files) => void uploads.start(files)} />
      </SectionHeader>
      <UploadList uploads={uploads} />
      <div className="mb-5 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <MediaSearch value={browser.typed} onChange={browser.setTyped} />
        {browser.query.data && <p className="text-sm text-ink-500">{W.count(browser.pages.total)}</p>}
      </div>
      <MediaGrid
        browser={browser}
        label={(item) => W.details(item.fileName)}
        onPick={setOpen}
        badge={(item) =>
          item.usedBy.length > 0 ? null : (
            <span className="absolute top-2 left-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium text-ink-700 shadow-xs">
              {W.unused}
            </span>
          )
        }
      />
      {current && <MediaDetails item={current} onClose={() => setOpen(null)} />}
    </>
  );
}
