// The growth check's offline module, imported by its page script only without a network.
export { checkHere } from "../growth-check/offline";
