/** SurveyJS (survey-core + survey-react-ui) with its default theme: one page per stage and its own Next button. */
import { meta } from 'virtual:bench-bank/meta';
import { survey as surveyJson } from 'virtual:bench-bank/surveyjs';
import { useState } from 'react';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import 'survey-core/survey-core.min.css';
import { mount, StageFrame } from './layout';
import { startProbe } from './probe';

startProbe({
  question: (id) => `[data-name="${CSS.escape(id)}"]`,
  stageFirstQuestions: meta.stages.map((stage) => stage.firstQuestionId),
  isNext: (target) => target.closest('.sd-navigation__next-btn, #sv-nav-next') !== null,
});

function Page() {
  const [model] = useState(() => new Model(surveyJson));
  return (
    <StageFrame title={meta.title} stageTitle="" stage={0} stages={meta.stages.length}>
      <Survey model={model} />
    </StageFrame>
  );
}

mount(<Page />);
