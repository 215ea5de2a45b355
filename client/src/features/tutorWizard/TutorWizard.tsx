import { PlaceholderPage } from '../../components/PlaceholderPage';

export type TutorStep = 'info' | 'subjects' | 'additional' | 'terms';

export default function TutorWizard({ step }: { step: TutorStep }) {
  return <PlaceholderPage title={`Tutor application: ${step}`} />;
}
