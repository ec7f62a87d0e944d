// PLACEHOLDER: replaced by the section's real screen.
export default function RefundSection() {
  return <h1 className="text-2xl font-bold text-ink-900">RefundSection</h1>;
}
