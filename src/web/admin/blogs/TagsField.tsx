import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { BLOG_WORDS as W } from '../../../shared/admin-words/blogs';

/**
 * SPEC 5: a tag is added only if non-empty after trimming and not already present. 'React' and 'react'
 * count as the same tag, as the server counts them.
 */
export function addTag(tags: readonly string[], input: string): string[] {
  const tag = input.trim();
  const present = tags.some((t) => t.toLowerCase() === tag.toLowerCase());
  return tag === '' || present ? [...tags] : [...tags, tag];
}

interface Props {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
}

/** Tags as removable chips; Enter in the box or the Add button adds one. */
export function TagsField({ tags, onChange, error }: Props) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    onChange(addTag(tags, draft));
    setDraft('');
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-900">
        {W.tags}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          type="text"
          value={draft}
          placeholder={W.tagPlaceholder}
          maxLength={50}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the tag here; it must not submit the whole post.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          className={`block w-full min-w-0 rounded-lg border bg-white px-3.5 py-2.5 text-ink-900 shadow-xs placeholder:text-ink-500/60 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none ${
            error ? 'border-red-500' : 'border-ink-900/15'
          }`}
        />
        <button type="button" onClick={add} className="btn-secondary shrink-0 rounded-lg px-4 py-2.5">
          <Plus aria-hidden="true" className="size-4" />
          {W.addTag}
        </button>
      </div>
      {tags.length > 0 && (
        <ul aria-label={W.tagList} className="mt-3 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800"
            >
              {tag}
              <button
                type="button"
                aria-label={W.removeTag(tag)}
                title={W.removeTag(tag)}
                onClick={() => onChange(tags.filter((t) => t !== tag))}
                className="grid size-6 place-items-center rounded-full text-brand-700 transition hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
