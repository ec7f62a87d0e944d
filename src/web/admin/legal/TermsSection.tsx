// PLACEHOLDER: replaced by the section's real screen.
export default function TermsSection() {
  return <h1 className="text-2xl font-bold text-ink-900">TermsSection</h1>;
}
