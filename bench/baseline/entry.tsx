// The smallest hydrated React page: the baseline that page bundles are compared with.
import './baseline.css';
import { hydrateRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) hydrateRoot(root, <p>Hello</p>);
