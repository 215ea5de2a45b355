import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function TutorsPage() {
  return <PlaceholderPage title="Tutors" />;
}
