// Shudan (Sabaki's Preact board) on goscore: play, pass and undo; score mode with the dead stones
// goscore proposes (dimmed), the chains it could not settle (a triangle), a click to mark a chain
// dead or alive, the territory painted, and the result in words and as SGF RE.
import { h, render } from 'preact';
import { useReducer, useState } from 'preact/hooks';
import { Goban } from '@sabaki/shudan';
import '@sabaki/shudan/css/goban.css';
import { ready } from 'goscore';
import { Session } from './session.js';

function App() {
  const [session] = useState(() => new Session(9, 6.5));
  const [, redraw] = useReducer((n) => n + 1, 0);
  const act = (fn) => (...args) => {
    fn(...args);
    redraw();
  };
  const view = session.view();
  const scoring = session.mode === 'score';
  return h('main', { 'data-mode': session.mode },
    h(Goban, {
      vertexSize: 36,
      signMap: view.signMap,
      markerMap: view.markerMap,
      paintMap: view.paintMap,
      dimmedVertices: view.dimmedVertices,
      onVertexClick: act((_, vertex) => session.click(vertex)),
    }),
    h('p', { id: 'message' }, session.message),
    h('p', null,
      h('button', { id: 'pass', onClick: act(() => session.pass()), disabled: scoring }, 'Pass'),
      h('button', { id: 'undo', onClick: act(() => session.undo()) }, 'Undo'),
      h('button', { id: 'score', onClick: act(() => (scoring ? session.play() : session.score())) }, scoring ? 'Back to play' : 'Score'),
    ),
    view.result && h('p', null,
      h('strong', { id: 'result' }, String(view.result)),
      ' ',
      h('code', { id: 're' }, `RE[${view.result.sgf}]`),
      ` (Black ${view.result.black}, White ${view.result.white}, territory rules, komi ${session.game.komi})`,
    ),
  );
}

const root = document.getElementById('app');
ready.then(
  () => {
    render(h(App), root);
    document.body.dataset.ready = 'true';
  },
  (error) => {
    root.textContent = `goscore could not load: ${error.message}`;
  },
);
