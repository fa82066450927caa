// The calculator page's script (app/client/calculators, decision 042).
import { mountCalculators } from "../calculators/script";

mountCalculators();
