/**
 * Icons as fixed elements with lucide-react's markup (its classes, 24-unit box and round 2-unit stroke), for
 * icons that show on every server render of a page: built once where they are declared, where a lucide
 * component would do its work again on each render (docs/decisions/011-constant-elements.md). The shapes
 * are lucide's (ISC licence).
 */
import type { Key, ReactNode } from 'react';

/** `<svg>` as lucide draws the icon `name`, with `className` added to its classes; hidden from screen readers. */
export const icon = (name: string, shapes: ReactNode, className?: string, key?: Key) => (
  <svg
    key={key}
    xmlns="http://www.w3.org/2000/svg"
    width={24}
    height={24}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
    aria-hidden="true"
  >
    {shapes}
  </svg>
);

/** lucide's `x`: the header's close button and the toasts' dismiss button. */
export const X_SHAPE = (
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>
);
