// PLACEHOLDER: replaced by the section's real screen.
export default function ServicesSection() {
  return <h1 className="text-2xl font-bold text-ink-900">ServicesSection</h1>;
}
