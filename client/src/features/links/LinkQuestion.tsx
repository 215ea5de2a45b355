import type { ReactNode, Ref } from 'react';
import { FormAlert } from '../../components/FormAlert';

interface LinkQuestionProps {
  headingRef: Ref<HTMLHeadingElement>;
  title: string;
  intro: string;
  /** the message when the last answer could not be sent, or null */
  failed: string | null;
  children: ReactNode;
}

/** What an emailed link's page asks while it is open: the question, what it is for, and its answers. */
export function LinkQuestion({ headingRef, title, intro, failed, children }: LinkQuestionProps) {
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1} className="h2 mb-3">
        {title}
      </h1>
      <p className="mb-4">{intro}</p>
      {failed && <FormAlert message={failed} />}
      {children}
    </>
  );
}
