import { readable } from './diff';

/** A save refused because a colleague saved the record since the form was opened (issue 25; 409 of docs/api.md). */
export interface Conflict<R = unknown> {
  /** The record as the colleague saved it. */
  current: R;
  by: { name: string; email: string } | null;
  at: string | undefined;
}

/** A form's fields as the panel names them: the path of each value ('title', 'statistics.funded') and its label. */
export type ConflictLabels = Record<string, string>;

/** The value at a dotted path of a form's values ('statistics.funded'). */
export function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      values,
    );
}

export interface ComparedField {
  label: string;
  theirs: string;
  mine: string;
}

/** The labelled fields whose readable text differs between their values and mine, in the labels' order. */
export function comparedFields(labels: ConflictLabels, theirs: unknown, mine: unknown): ComparedField[] {
  return Object.entries(labels)
    .map(([path, label]) => ({ label, theirs: readable(valueAt(theirs, path)), mine: readable(valueAt(mine, path)) }))
    .filter((field) => field.theirs !== field.mine);
}

/** All my fields as text, each under its label, for 'Copy my text': pasted anywhere, it reads as the form did. */
export function textOf(labels: ConflictLabels, values: unknown): string {
  return Object.entries(labels)
    .map(([path, label]) => ({ label, text: readable(valueAt(values, path)) }))
    .filter((field) => field.text)
    .map((field) => `${field.label}\n${field.text}`)
    .join('\n\n');
}
