// The article editor's tags as chips (decision 062).
import { mountTagInputs } from "../tags/script";

mountTagInputs();
