// The async boundary for the standalone harness.
import('./bootstrap');
