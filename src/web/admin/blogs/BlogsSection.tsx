import { BLOG_WORDS as W } from '../../../shared/admin-words/blogs';
import { AddButton, SectionHeader } from '../components/SectionHeader';
import { useFormView } from '../components/useFormView';
import { useEditLink } from '../lib/useEditLink';
import { BlogForm } from './BlogForm';
import { BlogList } from './BlogList';
import { EditBlog } from './EditBlog';

/**
 * The Blogs section (SPEC 2.8, 4): the list, or the form to add a post (null) or edit one (its id). The
 * list stays mounted behind the form, so returning to it keeps the page the administrator was on.
 */
export default function BlogsSection() {
  const view = useFormView<string>();
  // `?edit=…` (a search result): that post's form opens (it loads the post itself).
  useEditLink(true, view.open);
  const listing = view.editing === undefined;
  const title = listing ? W.heading : view.editing === null ? W.addTitle : W.editTitle;

  return (
    <>
      <SectionHeader title={title} intro={listing ? W.intro : undefined}>
        {listing && <AddButton label={W.add} onClick={() => view.open(null)} />}
      </SectionHeader>
      <div hidden={!listing}>
        <BlogList onEdit={view.open} />
      </div>
      {view.editing === null && <BlogForm post={null} onDone={view.close} />}
      {view.editing && <EditBlog id={view.editing} onDone={view.close} />}
    </>
  );
}
