// A remote only: the shell loads the exposed modules through Module Federation.
export {};
