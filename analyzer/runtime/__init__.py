"""Running inside the user's process: `msdiag run`, the import hook and the training callback."""
