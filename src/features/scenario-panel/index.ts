export { ScenarioPanel } from './components/scenario-panel';
