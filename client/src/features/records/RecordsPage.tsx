import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function RecordsPage() {
  return <PlaceholderPage title="Records" />;
}
