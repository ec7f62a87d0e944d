import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { BLOG_WORDS as W } from '../../../shared/admin-words/blogs';
import { EXCERPT_SUMMARY_LENGTH, META_DESCRIPTION_GUIDE, META_TITLE_GUIDE } from '../../../shared/limits';
import { slugify, summaryOf } from '../../../shared/text';
import { TextField } from '../../components/TextField';
import { TextAreaField } from '../components/fields';

type Fields = { title: string; slug: string; excerpt: string; metaTitle: string; metaDescription: string };

/**
 * A post's address, excerpt, search title and description, and its picture when shared (issue 12), with live
 * previews of its search result and of its card when shared, and the lengths search engines show. Empty fields
 * show what the server will use instead, worked out by the same rules.
 */
export function SearchFields({
  form,
  imageUrl,
  socialPicker,
  textOf,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the blog form's values hold more fields than these
  form: UseFormReturn<any>;
  /** The picture the shared card shows: the social image, else the featured one (null while a new one waits). */
  imageUrl: string | null;
  socialPicker: ReactNode;
  textOf: () => string;
}) {
  const { title, slug, excerpt, metaTitle, metaDescription } = form.watch() as Fields;
  const { errors } = form.formState;
  const summary = summaryOf(textOf(), EXCERPT_SUMMARY_LENGTH);
  const shownTitle = metaTitle?.trim() || `${title?.trim() || '…'} | Kestrel Digital`;
  const shownDescription = metaDescription?.trim() || excerpt?.trim() || summary;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const address = `${origin}/blog/${slugify(slug?.trim() || title || '') || '…'}`;
  return (
    <fieldset className="space-y-4 rounded-xl border border-ink-900/10 p-4 sm:p-5">
      <legend className="px-1 text-sm font-semibold text-ink-900">{W.searchHeading}</legend>
      <p className="text-sm text-ink-500">{W.searchIntro}</p>
      <TextField
        label={W.slug}
        hint={W.slugHint(address)}
        placeholder={slugify(title ?? '')}
        error={errors.slug?.message as string | undefined}
        {...form.register('slug')}
      />
      <TextAreaField
        label={W.excerpt}
        rows={3}
        placeholder={summary}
        hint={`${W.excerptHint} ${W.length((excerpt ?? '').trim().length, EXCERPT_SUMMARY_LENGTH)}`}
        error={errors.excerpt?.message as string | undefined}
        {...form.register('excerpt')}
      />
      <TextField
        label={W.metaTitle}
        hint={W.length((metaTitle ?? '').trim().length, META_TITLE_GUIDE)}
        error={errors.metaTitle?.message as string | undefined}
        {...form.register('metaTitle')}
      />
      <TextAreaField
        label={W.metaDescription}
        rows={3}
        hint={W.length((metaDescription ?? '').trim().length, META_DESCRIPTION_GUIDE)}
        error={errors.metaDescription?.message as string | undefined}
        {...form.register('metaDescription')}
      />
      {socialPicker}
      <div className="grid gap-4 lg:grid-cols-2">
        <figure className="min-w-0">
          <figcaption className="mb-1.5 text-xs font-medium text-ink-500">{W.searchPreview}</figcaption>
          <div data-testid="search-preview" className="rounded-lg bg-white p-3 ring-1 ring-ink-900/10">
            <p className="truncate text-xs text-emerald-800">{address}</p>
            <p className="truncate text-lg text-blue-800">{shownTitle}</p>
            <p className="line-clamp-2 text-sm text-ink-700">{shownDescription}</p>
          </div>
        </figure>
        <figure className="min-w-0">
          <figcaption className="mb-1.5 text-xs font-medium text-ink-500">{W.socialPreview}</figcaption>
          <div data-testid="social-preview" className="overflow-hidden rounded-lg bg-white ring-1 ring-ink-900/10">
            {imageUrl ? (
              <img src={imageUrl} alt="" className="aspect-[1.91/1] w-full object-cover" />
            ) : (
              <div className="aspect-[1.91/1] w-full bg-slate-100" />
            )}
            <div className="p-3">
              <p className="truncate text-xs text-ink-500 uppercase">{origin.replace(/^https?:\/\//, '')}</p>
              <p className="truncate font-semibold text-ink-900">{shownTitle}</p>
              <p className="line-clamp-2 text-sm text-ink-600">{shownDescription}</p>
            </div>
          </div>
        </figure>
      </div>
    </fieldset>
  );
}
