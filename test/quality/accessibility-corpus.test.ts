// The accessibility gate (./axe-gate.ts) on the Tongsuo corpus' build, with the proof that it can fail.
import { axeGate } from './axe-gate.js';

axeGate('corpus', true);
