import { Plus } from 'lucide-react';
import { useState } from 'react';
import { BLOG_WORDS as W } from '../../../shared/admin-words/blogs';
import { SectionHeader } from '../components/SectionHeader';
import { BlogForm } from './BlogForm';
import { BlogList } from './BlogList';
import { EditBlog } from './EditBlog';

type View = { mode: 'list' } | { mode: 'create' } | { mode: 'edit'; id: string };

/**
 * The Blogs section (SPEC 2.8, 4): the list, or the form to add or edit a post. The list stays mounted
 * behind the form, so returning to it keeps the page the administrator was on.
 */
export default function BlogsSection() {
  const [view, setView] = useState<View>({ mode: 'list' });
  const show = (next: View) => {
    setView(next);
    window.scrollTo({ top: 0 });
  };
  const backToList = () => show({ mode: 'list' });
  const title = view.mode === 'list' ? W.heading : view.mode === 'create' ? W.addTitle : W.editTitle;

  return (
    <>
      <SectionHeader title={title} intro={view.mode === 'list' ? W.intro : undefined}>
        {view.mode === 'list' && (
          <button type="button" className="btn-primary rounded-lg py-2.5" onClick={() => show({ mode: 'create' })}>
            <Plus aria-hidden="true" className="size-4" />
            {W.add}
          </button>
        )}
      </SectionHeader>
      <div hidden={view.mode !== 'list'}>
        <BlogList onEdit={(id) => show({ mode: 'edit', id })} />
      </div>
      {view.mode === 'create' && <BlogForm post={null} onDone={backToList} />}
      {view.mode === 'edit' && <EditBlog id={view.id} onDone={backToList} />}
    </>
  );
}
