import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { ADMIN_OUTCOMES } from '../../../shared/admin-messages';
import { BLOG_SCHEDULE_MESSAGES, EDITOR_WORDS, BLOG_WORDS as W } from '../../../shared/admin-words/blogs';
import { mayChangePost } from '../../../shared/roles';
import type { AdminProfile } from '../../../shared/schemas/auth';
import type { Blog } from '../../../shared/schemas/blog';
import { TextField } from '../../components/TextField';
import { ConflictPanel } from '../components/ConflictPanel';
import { readable } from '../components/diff';
import { FormActions, SelectField } from '../components/fields';
import { ImagePicker } from '../components/ImagePicker';
import { Panel } from '../components/SectionHeader';
import { LoadingState } from '../components/States';
import { useUnsavedChanges } from '../components/unsaved';
import { useConflictChoices } from '../components/useConflictChoices';
import { useImageField } from '../components/useImageField';
import { fieldErrors } from '../lib/errors';
import { toFormData } from '../lib/form-data';
import { notify } from '../lib/notify';
import { useSaveBlog } from './api';
import {
  CATEGORY_OPTIONS,
  FIELDS,
  fieldsSchema,
  fromLocalInput,
  statusOptions,
  TIME_ZONE,
  toLocalInput,
  type Values,
  valuesOf,
} from './blog-form-values';
import { BLOG_CONFLICT_LABELS, blogConflictValues } from './conflict-fields';
import { BLOG_IMAGE_ACCEPT, blogImageProblem } from './image-rules';
import { KeptDraftNotice } from './KeptDraftNotice';
import { NewsletterField } from './NewsletterField';
import { PostNotes } from './PostNotes';
import { EditingNotice, usePresence } from './Presence';
import { PreviewTools } from './PreviewTools';
import { SearchFields } from './SearchFields';
import { TagsField } from './TagsField';
import { type DraftContent, useKeptDraft } from './useKeptDraft';

// The editor is most of this section's code: the list loads without it, the form fetches it when opened.
const RichTextEditor = lazy(() => import('./editor/RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

/** How long after a keystroke in the text the previews show it. */
const PREVIEW_DELAY_MS = 150;

/** Add or edit a post (SPEC 2.8). On success it reports back, and the section returns to the list. */
export function BlogForm({ post, onDone }: { post: Blog | null; onDone: () => void }) {
  const me = useLoaderData() as AdminProfile;
  // Someone else's post, for an Author or Contributor: shown whole, changed by nobody here (issue 25).
  const readOnly = post !== null && !mayChangePost({ id: me._id, role: me.role }, post);
  const editingToo = usePresence('blog', post?._id ?? null);
  const form = useForm<Values>({
    // The schema's input types are narrower (a category from the list); the form holds text until checked.
    resolver: zodResolver(fieldsSchema) as unknown as Resolver<Values>,
    defaultValues: valuesOf(post),
  });
  const { errors, isSubmitting } = form.formState;
  // An edit kept in this browser that was not saved (a reload, an expired session) is brought back.
  const draft = useKeptDraft({
    postId: post?._id ?? null,
    basedOn: post?.updatedAt ?? '',
    form,
    fields: FIELDS,
    now: (): DraftContent | null => {
      // Nothing changed from the post as saved (a discarded draft, a form just reset): nothing to bring back.
      const unchanged =
        JSON.stringify(form.getValues()) === JSON.stringify(valuesOf(post)) &&
        publishAt === toLocalInput(post?.publishAt) &&
        content.current === (post?.content ?? '') &&
        tags.join('\n') === (post?.tags ?? []).join('\n');
      return unchanged ? null : { values: { ...form.getValues(), publishAt }, content: content.current, tags };
    },
  });
  const { restored } = draft;
  const [editorKey, setEditorKey] = useState(0);
  const content = useRef(restored?.content ?? post?.content ?? '');
  const [tags, setTags] = useState<string[]>(restored?.tags ?? post?.tags ?? []);
  const image = useImageField({ validate: blogImageProblem });
  const [removeCurrent, setRemoveCurrent] = useState(false);
  // The featured image's description is the image's own, the library's (decision 051): another image brings its own.
  const shownImage = image.chosen?._id ?? (image.file ? 'new file' : null);
  const lastShownImage = useRef(shownImage);
  useEffect(() => {
    if (lastShownImage.current === shownImage) return;
    lastShownImage.current = shownImage;
    const alt = image.chosen ? (image.chosen.alt ?? '') : image.file ? '' : (post?.featuredImageAlt ?? '');
    form.setValue('featuredImageAlt', alt, { shouldDirty: true });
  }, [shownImage, image.chosen, image.file, post, form]);
  const hasImage = Boolean(image.file || image.chosen || (!removeCurrent && post?.featuredImage));
  const social = useImageField({ validate: blogImageProblem });
  const [removeSocial, setRemoveSocial] = useState(false);
  const [emailSubscribers, setEmailSubscribers] = useState(post?.emailSubscribers ?? false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [contentEdited, setContentEdited] = useState(restored !== null);
  const [publishAt, setPublishAt] = useState(() => restored?.values.publishAt ?? toLocalInput(post?.publishAt));
  const status = form.watch('status');
  const scheduling = status === 'scheduled';
  const save = useSaveBlog();
  const tagsEdited = tags.join('\n') !== (post?.tags ?? []).join('\n');
  useUnsavedChanges(
    form.formState.isDirty ||
      contentEdited ||
      tagsEdited ||
      image.file !== null ||
      image.chosen !== null ||
      removeCurrent ||
      social.file !== null ||
      social.chosen !== null ||
      removeSocial ||
      emailSubscribers !== (post?.emailSubscribers ?? false),
  );
  // The button that opened the form is gone: the focus starts in the first field instead of being lost.
  useEffect(() => form.setFocus('title'), [form]);
  // The excerpt's placeholder and the search and social previews follow the text a moment after each keystroke.
  const [, setPreviewedText] = useState(content.current);
  const previewTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const showInPreviews = () => {
    clearTimeout(previewTimer.current);
    previewTimer.current = setTimeout(() => setPreviewedText(content.current), PREVIEW_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(previewTimer.current), []);
  const discardRestored = () => {
    draft.discard();
    form.reset(valuesOf(post));
    content.current = post?.content ?? '';
    setTags(post?.tags ?? []);
    setContentEdited(false);
    setEditorKey((n) => n + 1);
  };
  const finish = () => {
    draft.forget();
    onDone();
  };

  const choices = useConflictChoices<Blog>(post, {
    resubmit: () => void onSubmit(),
    fill: (theirs) => {
      form.reset(valuesOf(theirs));
      content.current = theirs.content;
      setTags(theirs.tags);
      setEmailSubscribers(theirs.emailSubscribers);
      setPublishAt(toLocalInput(theirs.publishAt));
      setContentEdited(false);
      setEditorKey((n) => n + 1);
    },
    mineAsText: () => `${form.getValues('title')}\n\n${readable(content.current)}`,
    copied: W.copiedMine,
  });
  const { conflict } = choices;

  /** The form as the preview call takes it: the fields as they are now (a new picture shows once saved). */
  const previewForm = () =>
    toFormData({
      ...form.getValues(),
      content: content.current,
      tags,
      ...(form.getValues('status') === 'scheduled' ? { publishAt: fromLocalInput(publishAt) } : {}),
      ...(post ? { id: post._id } : {}),
      publishedAt: fromLocalInput(form.getValues('publishedAt')),
      ...(removeCurrent ? { removeFeaturedImage: true } : {}),
    });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerErrors({});
    // The same rule as the server's, checked here first so that the message shows without a round trip.
    if (values.status === 'scheduled') {
      const at = Date.parse(fromLocalInput(publishAt));
      const problem = !publishAt
        ? BLOG_SCHEDULE_MESSAGES.publishAtRequired
        : at <= Date.now()
          ? BLOG_SCHEDULE_MESSAGES.publishAtPast
          : null;
      if (problem) {
        setServerErrors({ publishAt: problem });
        return;
      }
    }
    const removing = removeCurrent && !image.file && !image.chosen;
    const { publishedAt: _checkedWithout, featuredImageAlt, ...fields } = values;
    // The image's description is sent only when changed here: it is shared with the library, where a colleague
    // may have described the image since this form opened.
    const describing = hasImage && (form.formState.dirtyFields.featuredImageAlt || shownImage !== null);
    // Sent only when changed: the field holds whole minutes, and the date of record keeps its seconds.
    const publishedAt = form.getValues('publishedAt');
    const dated = publishedAt !== valuesOf(post).publishedAt && publishedAt;
    const body = toFormData(
      {
        ...fields,
        // Emptied on purpose: sent empty, so that the saved one goes (a field left out keeps its value).
        metaTitle: values.metaTitle ?? '',
        metaDescription: values.metaDescription ?? '',
        ...(describing ? { featuredImageAlt: featuredImageAlt ?? '' } : {}),
        excerpt: values.excerpt ?? '',
        content: content.current,
        tags,
        emailSubscribers,
        ...(values.status === 'scheduled' ? { publishAt: fromLocalInput(publishAt) } : {}),
        ...(dated ? { publishedAt: fromLocalInput(dated) } : {}),
        ...(removing ? { removeFeaturedImage: true } : {}),
        ...(removeSocial && !social.file && !social.chosen ? { removeSocialImage: true } : {}),
        ...image.parts('featuredImage').values,
        ...social.parts('socialImage').values,
      },
      { featuredImage: image.file, socialImage: social.file },
    );
    try {
      await image.upload((onProgress) =>
        save.mutateAsync({ id: post?._id ?? null, form: body, opts: { onProgress }, version: choices.version() }),
      );
      choices.saved();
      notify.success(post ? W.updated : W.created);
      finish();
    } catch (error) {
      const fields = fieldErrors(error);
      for (const name of FIELDS) if (fields[name]) form.setError(name, { message: fields[name] });
      image.setServerError(fields.featuredImage);
      social.setServerError(fields.socialImage);
      setServerErrors(fields);
      choices.failed(error);
      notify.error(ADMIN_OUTCOMES.blogSaveFailed(error instanceof Error ? error.message : String(error)));
    }
  });

  return (
    <Panel>
      <EditingNotice others={editingToo} />
      {conflict && (
        <ConflictPanel
          conflict={conflict}
          title={W.conflictTitle}
          labels={BLOG_CONFLICT_LABELS}
          theirs={blogConflictValues(conflict.current)}
          mine={{
            title: form.getValues('title'),
            excerpt: form.getValues('excerpt') ?? '',
            category: form.getValues('category'),
            status: form.getValues('status'),
            content: content.current,
            tags,
          }}
          onKeepMine={choices.keepMine}
          onTakeTheirs={choices.takeTheirs}
          onCopyMine={() => void choices.copyMine()}
        />
      )}
      <PostNotes post={post} readOnly={readOnly} onDone={onDone} />
      <fieldset disabled={readOnly} className="contents">
        <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={post ? W.editTitle : W.addTitle}>
          {restored && <KeptDraftNotice draft={restored} onDiscard={discardRestored} />}
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              label={W.title}
              className="md:col-span-2"
              error={errors.title?.message}
              {...form.register('title')}
            />
            <TextField
              label={W.duration}
              placeholder={W.durationPlaceholder}
              error={errors.duration?.message}
              {...form.register('duration')}
            />
            <SelectField
              label={W.category}
              options={CATEGORY_OPTIONS}
              error={errors.category?.message}
              {...form.register('category')}
            />
            <SelectField
              label={W.status}
              options={statusOptions(me, post?.status)}
              error={errors.status?.message}
              {...form.register('status')}
            />
            <TextField label={W.author} error={errors.author?.message} {...form.register('author')} />
            {scheduling && (
              <TextField
                label={W.publishAt}
                type="datetime-local"
                hint={W.publishAtHint(TIME_ZONE)}
                value={publishAt}
                onChange={(event) => {
                  setPublishAt(event.target.value);
                  draft.keep();
                }}
                error={serverErrors.publishAt}
              />
            )}
            {(status === 'published' || post?.publishedAt) && (
              <TextField
                label={W.publishedAt}
                type="datetime-local"
                hint={W.publishedAtHint(TIME_ZONE)}
                error={errors.publishedAt?.message ?? serverErrors.publishedAt}
                {...form.register('publishedAt')}
              />
            )}
          </div>
          <ImagePicker
            label={W.featuredImage}
            currentUrl={removeCurrent ? null : post?.featuredImage}
            {...image.picker}
            onRemoveCurrent={() => setRemoveCurrent(true)}
            accept={BLOG_IMAGE_ACCEPT}
            hint={W.imageHint}
          />
          {hasImage && (
            <TextField
              label={W.featuredImageAlt}
              hint={W.featuredImageAltHint}
              error={errors.featuredImageAlt?.message}
              {...form.register('featuredImageAlt')}
            />
          )}
          <TagsField
            tags={tags}
            onChange={(next) => {
              setTags(next);
              draft.keep();
            }}
            error={serverErrors.tags}
          />
          <Suspense fallback={<LoadingState text={EDITOR_WORDS.loading} />}>
            <RichTextEditor
              key={editorKey}
              label={W.content}
              initialContent={content.current}
              onChange={(html) => {
                content.current = html;
                setContentEdited(true);
                draft.keep();
                showInPreviews();
              }}
              error={serverErrors.content}
            />
          </Suspense>
          <SearchFields
            form={form}
            imageUrl={
              social.file
                ? null
                : (social.chosen?.url ??
                  (removeSocial ? null : post?.socialImage) ??
                  image.chosen?.url ??
                  (image.file || removeCurrent ? null : (post?.featuredImage ?? null)))
            }
            socialPicker={
              <ImagePicker
                label={W.socialImage}
                currentUrl={removeSocial ? null : post?.socialImage}
                {...social.picker}
                onRemoveCurrent={() => setRemoveSocial(true)}
                accept={BLOG_IMAGE_ACCEPT}
                hint={W.socialImageHint}
              />
            }
            textOf={() => content.current}
          />
          <NewsletterField postId={post?._id ?? null} checked={emailSubscribers} onChange={setEmailSubscribers} />
          <PreviewTools postId={post?._id ?? null} formData={previewForm} />
          <FormActions
            submitLabel={post ? W.update : W.create}
            busy={isSubmitting}
            busyLabel={W.saving}
            onCancel={finish}
            history={post ? { type: 'blog', id: post._id, onRestored: finish } : undefined}
            cancelLabel={W.cancel}
            askBeforeCancel
          />
        </form>
      </fieldset>
    </Panel>
  );
}
