import { useState } from 'react';
import { BLOG_WORDS as W } from '../../../shared/admin-words/blogs';
import type { PreviewLink } from '../../api/admin-client';
import { api } from '../lib/api';
import { notify } from '../lib/notify';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The blog form's previews (issue 12). 'Preview' opens the public render of the form as it is now, unsaved
 * changes included, in a new tab. 'Share preview' (a saved post) makes a link for a reviewer without an
 * account, shown here to copy, and 'End link' stops it.
 */
export function PreviewTools({ postId, formData }: { postId: string | null; formData: () => FormData | null }) {
  const [opening, setOpening] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [link, setLink] = useState<PreviewLink | null>(null);

  async function preview() {
    const form = formData();
    if (!form) return;
    // Opened now, while the click still counts as the visitor's: a tab opened after the answer is blocked.
    const tab = window.open('about:blank', '_blank');
    setOpening(true);
    try {
      const { url } = await api.previewBlog(form);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    } catch (error) {
      tab?.close();
      notify.error(W.previewFailed(message(error)));
    } finally {
      setOpening(false);
    }
  }

  async function share() {
    if (!postId) return;
    setSharing(true);
    try {
      setLink(await api.shareBlogPreview(postId));
    } catch (error) {
      notify.error(W.shareFailed(message(error)));
    } finally {
      setSharing(false);
    }
  }

  async function end() {
    if (!postId) return;
    try {
      await api.endBlogPreview(postId);
      setLink(null);
      notify.success(W.ended);
    } catch (error) {
      notify.error(W.shareFailed(message(error)));
    }
  }

  async function copy() {
    if (!link) return;
    await navigator.clipboard?.writeText(link.url).catch(() => undefined);
    notify.success(W.copied);
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={preview} disabled={opening} className="btn-secondary py-2.5 disabled:opacity-60">
          {opening ? W.previewing : W.preview}
        </button>
        {postId && (
          <button type="button" onClick={share} disabled={sharing} className="btn-secondary py-2.5 disabled:opacity-60">
            {sharing ? W.sharing : W.share}
          </button>
        )}
      </div>
      {link && (
        <div className="rounded-xl border border-ink-900/10 bg-slate-50 p-4">
          <label htmlFor="blog-preview-link" className="block text-sm font-medium text-ink-900">
            {W.shareLabel}
          </label>
          <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
            <input
              id="blog-preview-link"
              readOnly
              value={link.url}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-lg border border-ink-900/15 bg-white px-3 py-2 text-sm text-ink-900"
            />
            <button type="button" onClick={copy} className="btn-secondary py-2">
              {W.copy}
            </button>
            <button type="button" onClick={end} className="btn-secondary py-2 text-red-700">
              {W.endShare}
            </button>
          </div>
          <p className="mt-2 text-sm text-ink-500">
            {W.shareHint} {W.shareExpires(when(link.expiresAt))}
          </p>
        </div>
      )}
    </div>
  );
}
