/**
 * DATA_DIR holds the embedded database (password hashes, every row), the signing secret and the images: only the
 * site's own user may read or change any of it. Folders are 0700, files 0600.
 */
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** What no file or folder the process creates gives to the group or to others. */
const PRIVATE_UMASK = 0o077;
const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

/** Files and folders this process creates from now on are its user's only (a process-wide setting). */
export function keepNewFilesPrivate(): void {
  process.umask(PRIVATE_UMASK);
}

/**
 * Creates `dir` 0700, or makes it 0700: from then on no other user can reach anything inside, whatever its own mode.
 * Called before anything is written into it. A folder of another user's is left as it is (the site still starts;
 * `fixDataDirModes` names it for the log).
 */
export async function makeDataDirPrivate(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: DIR_MODE });
  await chmod(dir, DIR_MODE).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPERM') throw error;
  });
}

export interface ModesFixed {
  /** Files and folders whose mode was changed. */
  fixed: number;
  /** Entries whose mode could not be changed (another user's, say): the first few, for the log. */
  failed: string[];
}

/**
 * Makes every folder under `dir` 0700 and every file 0600: an install made before the site did so (969 of 1,268
 * files were 0666), and the files PGlite sets the mode of itself (it gives its own files 0666 or 0644, whatever the
 * umask). Each folder is read once and only entries with another mode are changed: about 1,300 entries in ~30 ms.
 * Symbolic links are left alone (a change would apply to what they point at).
 */
export async function fixDataDirModes(dir: string): Promise<ModesFixed> {
  const result: ModesFixed = { fixed: 0, failed: [] };
  const visit = async (entry: string, isDir: boolean): Promise<void> => {
    const wanted = isDir ? DIR_MODE : FILE_MODE;
    try {
      if (((await lstat(entry)).mode & 0o7777) !== wanted) {
        await chmod(entry, wanted);
        result.fixed++;
      }
    } catch (error) {
      // Gone meanwhile (PGlite replaces some files as it runs): nothing to protect.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      if (result.failed.length < 5) result.failed.push(`${entry} (${(error as NodeJS.ErrnoException).code})`);
    }
    if (!isDir) return;
    const children = await readdir(entry, { withFileTypes: true }).catch(() => []);
    await Promise.all(
      children
        .filter((child) => child.isDirectory() || child.isFile())
        .map((child) => visit(path.join(entry, child.name), child.isDirectory())),
    );
  };
  await visit(dir, true);
  return result;
}
