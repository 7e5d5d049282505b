"""Reading and scanning: inputs to candidate lines to per-input scan results, then ranking."""
