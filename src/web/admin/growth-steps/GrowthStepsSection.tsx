// PLACEHOLDER: replaced by the section's real screen.
export default function GrowthStepsSection() {
  return <h1 className="text-2xl font-bold text-ink-900">GrowthStepsSection</h1>;
}
