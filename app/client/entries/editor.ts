// The article editor's rich-text field (decision 062).
import { mountEditors } from "../editor/script";

mountEditors();
