import { Button } from 'reactstrap';

type Answer = 'yes' | 'no';

interface YesNoButtonsProps {
  /** the answer the email's link led to: its button comes first and is filled */
  linked: Answer;
  labels: Record<Answer, string>;
  disabled: boolean;
  onAnswer: (answer: Answer) => void;
}

/** The two full-width answer buttons of a yes-or-no link's page. */
export function YesNoButtons({ linked, labels, disabled, onAnswer }: YesNoButtonsProps) {
  const order: Answer[] = linked === 'yes' ? ['yes', 'no'] : ['no', 'yes'];
  return (
    <div className="d-grid gap-3">
      {order.map((value) => (
        <Button
          key={value}
          color="primary"
          outline={value !== linked}
          size="lg"
          className="w-100"
          disabled={disabled}
          onClick={() => onAnswer(value)}
        >
          {labels[value]}
        </Button>
      ))}
    </div>
  );
}
