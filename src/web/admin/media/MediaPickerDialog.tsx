import { MEDIA_WORDS as W } from '../../../shared/admin-words/media';
import type { MediaItem } from '../../../shared/schemas/media';
import { ModalDialog } from '../components/ModalDialog';
import { useMediaBrowser } from './api';
import { MediaGrid, MediaSearch } from './MediaGrid';

/**
 * 'Choose from library' (issue 13): the stored images in a modal dialog, searched and paged as in Media; picking
 * one hands it to the form, which saves the record with it instead of a new upload.
 */
export function MediaPickerDialog({ onChoose, onClose }: { onChoose: (item: MediaItem) => void; onClose: () => void }) {
  const browser = useMediaBrowser();
  return (
    <ModalDialog title={W.chooseTitle} closeLabel={W.close} onClose={onClose} layout="grid">
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
            onClose();
          }}
        />
      </div>
    </ModalDialog>
  );
}
