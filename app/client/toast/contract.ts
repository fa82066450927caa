/**
 * The names the toast's server markup (Toaster.tsx) and its browser script (script.ts) share
 * (SPEC section 9: auto-dismiss after 5 s, swipe right past 50 px, F8 focuses the region).
 */
export const TOAST_REGION = "data-toaster";
export const TOAST_CLOSE = "data-toast-close";
export const TOAST_TITLE = "data-toast-title";
export const TOAST_DESCRIPTION = "data-toast-description";
/** `<template data-toast-template="default|destructive">`: a toast for the script to fill. */
export const TOAST_TEMPLATE = "data-toast-template";

/** The test id every toast carries (journeys find toasts by it). */
export const TOAST_TEST_ID = "toast";

/** Toasts raised in the browser (e.g. a calculator's result saved), shown by the same region. */
export const CLIENT_TOAST_EVENT = "bidanku:toast";

export const TOAST_HOTKEY = "F8";
export const TOAST_SWIPE_THRESHOLD_PX = 50;
