import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function MatchPage() {
  return <PlaceholderPage title="Match" />;
}
