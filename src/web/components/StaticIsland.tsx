import { type ComponentType, type MouseEvent, type ReactNode, type SyntheticEvent, useState } from 'react';
import { useNavigate } from 'react-router';

/** The server-rendered markup of an island, when the page was loaded from the server (not navigated to). */
function serverMarkup(id: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`[data-island="${id}"]`)?.innerHTML ?? null;
}

/**
 * Content without interactivity (cards, figures, quotes) that the browser does not need code for on the
 * first load: the server renders `children`; the browser keeps that markup as it is instead of hydrating
 * it, so the components behind it never have to be downloaded. After a client-side navigation there is no
 * server markup, and `children` render as usual (typically a deferredComponent, fetched by the loader).
 *
 * Links inside still navigate without a page load, and a broken image still falls back, through handlers
 * on the island itself.
 */
export function StaticIsland({ id, children }: { id: string; children: ReactNode }) {
  const [markup] = useState(() => serverMarkup(id));
  const navigate = useNavigate();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href?.startsWith('/') || href.startsWith('//') || link.target) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };

  const onErrorCapture = (event: SyntheticEvent<HTMLDivElement>) => {
    const image = event.target;
    if (!(image instanceof HTMLImageElement)) return;
    const fallback = image.dataset.fallback;
    if (fallback && !image.src.endsWith(fallback)) {
      image.removeAttribute('srcset');
      image.src = fallback;
    }
  };

  // The markup is this element's own server render, read back from the page: nothing new is injected.
  const kept = markup === null ? { children } : { dangerouslySetInnerHTML: { __html: markup } };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only forwards clicks on the links inside
    <div data-island={id} onClick={onClick} onErrorCapture={onErrorCapture} {...kept} />
  );
}

/**
 * A component whose code is fetched by the page's loader (on the server, and in the browser when the
 * visitor navigates to the page), never on a first load in the browser, where a StaticIsland keeps its
 * server markup instead. Rendering it before `load()` has finished is a bug, reported as such.
 */
export function deferredComponent<P extends object>(importer: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  return {
    load: async () => {
      loaded ??= (await importer()).default;
    },
    Component: (props: P) => {
      if (!loaded) throw new Error('A deferred component rendered before its loader loaded it.');
      const Loaded = loaded;
      return <Loaded {...props} />;
    },
  };
}
