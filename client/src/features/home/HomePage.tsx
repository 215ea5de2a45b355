import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Container } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { STUDENT_FLOW } from '../studentWizard';
import { TUTOR_FLOW } from '../tutorWizard';
import { useT } from '../../i18n/I18nProvider';
import { homeMessages } from './messages';
import '../../styles/home.css';

export default function HomePage() {
  const dispatch = useAppDispatch();
  const orgName = useAppSelector((state) => state.config.orgName);
  const m = homeMessages(useT());

  // Arriving home starts over (docs/compatibility.md), so no half-finished application (or its terms) carries on.
  useEffect(() => {
    dispatch(STUDENT_FLOW.actions.draftCleared());
    dispatch(TUTOR_FLOW.actions.draftCleared());
  }, [dispatch]);

  return (
    <div className="home">
      <section className="home-hero">
        <Container className="home-hero-inner">
          <p className="home-eyebrow">{m.eyebrow}</p>
          <h1 className="home-title">{m.title(orgName)}</h1>
          <p className="home-intro">{m.intro}</p>
        </Container>
      </section>
      <Container className="home-paths">
        <div className="home-path home-path-student">
          <h2 className="h4">{m.studentCardTitle}</h2>
          <p>{m.studentCardText}</p>
          <Link to={STUDENT_FLOW.paths.info} className="btn btn-primary btn-lg w-100">
            {m.studentButton}
          </Link>
        </div>
        <div className="home-path home-path-tutor">
          <h2 className="h4">{m.tutorCardTitle}</h2>
          <p>{m.tutorCardText}</p>
          <Link to={TUTOR_FLOW.paths.info} className="btn btn-outline-primary btn-lg w-100">
            {m.tutorButton}
          </Link>
        </div>
      </Container>
      <Container tag="section" className="home-how">
        <h2 className="h4 text-center mb-4">{m.howTitle}</h2>
        <ol className="home-steps">
          {m.howSteps.map((step, index) => (
            <li key={step.title}>
              <span className="home-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className="h6 mb-1">{step.title}</h3>
                <p className="mb-0">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="home-free">{m.free}</p>
        <p className="text-center mb-0">
          <Link to="/manage">{m.manageLink}</Link>
        </p>
      </Container>
    </div>
  );
}
