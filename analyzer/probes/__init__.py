"""Live probes of the user's environment; each probe is a small module behind one interface."""
