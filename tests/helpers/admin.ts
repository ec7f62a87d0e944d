/** Helpers for admin API tests: a signed-in administrator, multipart bodies, real images. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Role } from '../../src/shared/roles';
import type { TestApp } from './app';
import { ADMIN_PASSWORD, makeAdmin } from './factories';

/** Signs a new member of staff in (an administrator unless `role` says otherwise) and answers the header to send. */
export async function signIn(t: TestApp, role: Role = 'administrator'): Promise<{ authorization: string }> {
  const admin = await makeAdmin(t.database.db, { role });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: admin.email, password: ADMIN_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return { authorization: `Bearer ${res.json().token}` };
}

export interface FilePart {
  field: string;
  data: Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body, as a browser form sends it. */
export function multipart(fields: Record<string, string | number>, ...files: FilePart[]) {
  const boundary = `----kestrel${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename ?? 'upload.png'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'image/png'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real PNG of the given size. */
export const png = (width = 1200, height = 750, color = '#4f46e5') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A real JPEG carrying EXIF metadata (camera, GPS-like comment) and an orientation of 6 (rotate 90°). */
export const jpegWithExif = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#0ea5e9' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'TestCam', Model: 'Secret Model' } })
    .toBuffer();

/** The names of the files the disk storage holds. */
export async function storedFiles(t: TestApp): Promise<string[]> {
  return (await readdir(path.join(t.config.dataDir, 'uploads')).catch(() => [])).sort();
}

export type Fields = Record<string, string | number>;

/** A real PNG as a form's file part, under `field`. */
export const imagePart = async (field = 'image', over: Partial<FilePart> = {}): Promise<FilePart> => ({
  field,
  data: await png(),
  ...over,
});

/**
 * Sends admin forms to the app of a test file. `app` and `auth` are read when a call is made, so the
 * client can be made at the top of a file whose app starts in `beforeAll`.
 */
export function formClient(app: () => TestApp, auth: () => { authorization: string }) {
  const headers = (signedIn: boolean) => (signedIn ? auth() : {});
  return {
    async send(method: 'POST' | 'PUT' | 'PATCH', url: string, fields: Fields, file?: FilePart, signedIn = true) {
      const body = multipart(fields, ...(file ? [file] : []));
      const res = await app().app.inject({
        method,
        url: `/api${url}`,
        payload: body.payload,
        headers: { ...body.headers, ...headers(signedIn) },
      });
      return { status: res.statusCode, body: res.json() };
    },
    async remove(url: string, signedIn = true) {
      return (await app().app.inject({ method: 'DELETE', url: `/api${url}`, headers: headers(signedIn) })).statusCode;
    },
  };
}

/** Every stored file of a record, read from its srcset (the widest copy is the image itself). */
export const filesOf = (srcset: string | null) =>
  (srcset ?? '')
    .split(', ')
    .filter(Boolean)
    .map((entry) => (entry.split(' ')[0] ?? '').replace('/uploads/', ''))
    .sort();
