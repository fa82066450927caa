// The growth check page's script (app/client/growth-check, decision 047).
import { mountGrowthCheck } from "../growth-check/script";

mountGrowthCheck();
