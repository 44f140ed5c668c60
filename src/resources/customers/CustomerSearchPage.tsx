import { CustomerWorkspace } from './CustomerWorkspace';

/** customers/search and customers/view without an id: the Search Customer panel. */
export default function CustomerSearchPage() {
  return <CustomerWorkspace raising={false} />;
}
