import type { ReactNode } from 'react';
import { PUBLIC_MESSAGES } from '../../../shared/messages';
import type { Product } from '../../../shared/schemas/content';
import type { Block } from '../page';
import { BlockMessage } from '../shared/Section';
import { errorText } from './strings';

/**
 * The projects block's states (SPEC 8): 'Error: {message}' in red when the fetch failed, 'No projects
 * available.' when there are none, otherwise the list `children` renders.
 */
export function ProjectsState({
  projects,
  children,
}: {
  projects: Block<Product[]>;
  children: (projects: Product[]) => ReactNode;
}) {
  if (!projects.ok) return <BlockMessage tone="error">{errorText(projects.error)}</BlockMessage>;
  if (projects.data.length === 0) return <BlockMessage tone="empty">{PUBLIC_MESSAGES.projectsEmpty}</BlockMessage>;
  return <>{children(projects.data)}</>;
}
