import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { MEDIA_WORDS as W } from '../../../shared/admin-words/media';
import type { MediaItem } from '../../../shared/schemas/media';
import { IconButton } from '../components/IconButton';
import { useMediaBrowser } from './api';
import { MediaGrid, MediaSearch } from './MediaGrid';

/**
 * 'Choose from library' (issue 13): the stored images in a modal dialog, searched and paged as in Media; picking
 * one hands it to the form, which saves the record with it instead of a new upload.
 */
export function MediaPickerDialog({ onChoose, onClose }: { onChoose: (item: MediaItem) => void; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const browser = useMediaBrowser();
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  const close = () => {
    dialog.current?.close();
    onClose();
  };
  return (
    <dialog
      ref={dialog}
      aria-labelledby="media-picker-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-4xl overflow-y-auto rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-ink-900/50"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-ink-900/5 bg-white px-5 py-3">
        <h2 id="media-picker-title" className="text-base font-semibold text-ink-900">
          {W.chooseTitle}
        </h2>
        <IconButton label={W.close} onClick={close}>
          <X aria-hidden="true" className="size-5" />
        </IconButton>
      </div>
      <div className="p-5">
        <div className="mb-4">
          <MediaSearch value={browser.typed} onChange={browser.setTyped} />
        </div>
        <MediaGrid
          compact
          browser={browser}
          label={(item) => W.use(item.fileName)}
          onPick={(item) => {
            onChoose(item);
            close();
          }}
        />
      </div>
    </dialog>
  );
}
