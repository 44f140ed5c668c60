import { useParams } from 'react-router-dom';
import { CustomerWorkspace } from './CustomerWorkspace';

/** customers/view/{customerId}: the customer loaded at once, the search above it. */
export default function CustomerViewPage() {
  const { customerId } = useParams();
  return <CustomerWorkspace key={customerId} raising={false} customerId={customerId} />;
}
