import { PlaceholderPage } from '../../components/PlaceholderPage';

export type StudentStep = 'info' | 'subjects' | 'additional' | 'terms';

export default function StudentWizard({ step }: { step: StudentStep }) {
  return <PlaceholderPage title={`Student registration: ${step}`} />;
}
