import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function TuteesPage() {
  return <PlaceholderPage title="Tutees" />;
}
