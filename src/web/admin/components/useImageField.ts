import { useState } from 'react';
import type { MediaItem } from '../../../shared/schemas/media';
import { isImageFile } from './ImagePicker';

/**
 * How a chosen file is checked: `invalidMessage` (the section's words) refuses what the browser does not
 * call an image; `validate` is the section's own check instead, giving its message or null when the file will do.
 */
type Check = { invalidMessage: string } | { validate: (file: File) => string | null };
/** `requiredMessage`: the section's words for a new record without an image, where one is required. */
type Options = Check & { requiredMessage?: string };

/**
 * The state of a form's image field: the chosen file, its message and the upload progress. A refused
 * file is dropped and its message stays until another file is chosen; `picker` is what ImagePicker takes.
 */
export function useImageField(options: Options) {
  const [file, setFile] = useState<File | null>(null);
  /** An image chosen from the media library instead of a file (issue 13). */
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);

  const check = (chosen: File) => {
    if ('validate' in options) return options.validate(chosen);
    return isImageFile(chosen) ? null : options.invalidMessage;
  };
  const pick = (chosen: File | null) => {
    const problem = chosen ? check(chosen) : null;
    setError(problem ?? undefined);
    setFile(problem ? null : chosen);
    setChosen(null);
  };
  const choose = (item: MediaItem | null) => {
    setError(undefined);
    setFile(null);
    setChosen(item);
  };

  /** Whether the image is missing where one is required (creating): it then says so, unless a refusal already does. */
  const requireFor = (creating: boolean) => {
    const missing = creating && !file && !chosen;
    if (missing) setError((current) => current ?? options.requiredMessage);
    return missing;
  };

  /** Sends the save with the chosen file's upload shown as progress, hidden again however the save ends. */
  const upload = async <T>(send: (onProgress: (percent: number) => void) => Promise<T>): Promise<T> => {
    setProgress(file ? 0 : null);
    try {
      return await send((percent) => {
        if (file) setProgress(percent);
      });
    } finally {
      setProgress(null);
    }
  };

  return {
    file,
    chosen,
    /** What the save sends for this field: the file under `field`, or the library image's id as `{field}Id`. */
    parts: (field: string) => ({
      files: { [field]: file },
      values: chosen ? { [`${field}Id`]: chosen._id } : {},
    }),
    requireFor,
    upload,
    /** The server's message for the image field, if it sent one. */
    setServerError: (message: string | undefined) => {
      if (message) setError(message);
    },
    /** Forgets the chosen file or library image (after a save, for the next record). */
    clear: () => {
      setFile(null);
      setChosen(null);
    },
    picker: { file, onChange: pick, chosen, onChoose: choose, error, progress },
  };
}
