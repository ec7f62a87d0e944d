/**
 * `/blog/preview/{token}`: a post through a preview link, rendered exactly as its public article (issue 12),
 * the 'Draft' badge included while it is one. Never indexed, never kept (src/server/render/render.routes.ts).
 */
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { Api } from '../../api/client';
import type { PageMeta } from '../page';
import { Article, type ArticleData, meta as articleMeta, status as articleStatus, loadArticle } from './ArticlePage';
import { BLOG_STRINGS } from './strings';

export async function loader(api: Api, { params, request }: LoaderFunctionArgs) {
  return loadArticle(api, () => api.blogPreview(params.token ?? ''), new URL(request.url));
}

export function meta(data: ArticleData, url: URL): PageMeta {
  const page = articleMeta(data, url);
  return { ...page, title: `${BLOG_STRINGS.previewTitlePrefix}${page.title}`, jsonLd: [] };
}

export const status = articleStatus;

export default function PreviewPage() {
  return <Article data={useLoaderData<ArticleData>()} />;
}
