// The accessibility gate (./axe-gate.ts) on our own site's build.
import { axeGate } from './axe-gate.js';

axeGate('content', false);
