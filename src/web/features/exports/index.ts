export { ExportsSection } from './components/exports-section';
