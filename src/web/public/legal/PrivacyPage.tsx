import { type PageMeta, pageTitle } from '../page';

// Placeholder: this page is being built; it keeps the route table complete meanwhile.
export function meta(): PageMeta {
  return { title: pageTitle('Privacy Policy'), description: '' };
}

export default function Page() {
  return <h1 className="container-page py-24 text-3xl font-bold">Privacy Policy</h1>;
}
