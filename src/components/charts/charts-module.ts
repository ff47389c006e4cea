// Loaded only through ./lazy-charts: recharts alone is about 110 KB gzip.
import '@mantine/charts/styles.css';

export { BarChart } from '@mantine/charts';
