import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { refundPolicyInput } from '../../../shared/schemas/admin-inputs';
import type { RefundPolicy } from '../../../shared/schemas/legal';

/**
 * The refund form holds each point as `{ value }`, because react-hook-form's field arrays move objects,
 * not bare strings. Before validation the points become the API's strings again, blank ones left out
 * (an empty point is a row the administrator did not fill, not a mistake to report).
 */
export interface RefundForm {
  title: string;
  description: string;
  items: { heading: string; description: string; points: { value: string }[] }[];
}
type RefundOutput = z.output<typeof refundPolicyInput>;

/** The longest point the API takes (the shared schema's limit), so the field stops there. */
export const POINT_MAX = refundPolicyInput.shape.items.element.shape.points.unwrap().element.maxLength ?? undefined;

export const emptyPoint = () => ({ value: '' });
export const emptyItem = () => ({ heading: '', description: '', points: [emptyPoint()] });

export const toRefundForm = (doc: RefundPolicy | null): RefundForm => ({
  title: doc?.title ?? '',
  description: doc?.description ?? '',
  items: doc ? doc.items.map((item) => ({ ...item, points: item.points.map((value) => ({ value })) })) : [emptyItem()],
});

/** The API's body, and for each item where each kept point sits in the form. */
function toInput(form: RefundForm) {
  const origins: number[][] = [];
  const items = form.items.map((item, i) => {
    const kept = item.points.flatMap((point, j) => (point.value.trim() ? [{ text: point.value, j }] : []));
    origins[i] = kept.map((point) => point.j);
    return { heading: item.heading, description: item.description, points: kept.map((point) => point.text) };
  });
  return { input: { title: form.title, description: form.description, items }, origins };
}

/** 'items.0.points.1' of the API's body as the form's path ('items.0.points.2.value'). */
export function refundFieldPath(form: RefundForm) {
  const { origins } = toInput(form);
  return (key: string) =>
    key.replace(/^items\.(\d+)\.points\.(\d+)$/, (whole, i: string, k: string) => {
      const j = origins[Number(i)]?.[Number(k)];
      return j === undefined ? whole : `items.${i}.points.${j}.value`;
    });
}

const validate = zodResolver(refundPolicyInput);

/** Point errors as the API's paths number them (kept points only), moved to the rows they came from. */
function movePointErrors(errors: FieldErrors<RefundForm>, origins: number[][]) {
  const items: unknown = errors.items;
  if (!Array.isArray(items)) return;
  items.forEach((item: { points?: unknown } | undefined, i) => {
    if (!item || !Array.isArray(item.points)) return;
    const moved: unknown[] = [];
    item.points.forEach((error: unknown, k) => {
      const j = origins[i]?.[k];
      if (error && j !== undefined) moved[j] = { value: error };
    });
    item.points = moved;
  });
}

/** The shared schema's check of the API's body, with each message on the form's own field. */
export const refundResolver: Resolver<RefundForm, unknown, RefundOutput> = async (values, context, options) => {
  const { input, origins } = toInput(values);
  // The options name the form's fields (for focusing); the API's body has the same paths apart from points.
  const result = await validate(input, context, options as unknown as Parameters<typeof validate>[2]);
  if (Object.keys(result.errors).length === 0) return { values: result.values as RefundOutput, errors: {} };
  const errors = result.errors as FieldErrors<RefundForm>;
  movePointErrors(errors, origins);
  return { values: {}, errors };
};
