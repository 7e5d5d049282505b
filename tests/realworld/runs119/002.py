# Fine-tune: restore an Orbax checkpoint from the pretraining run into a (widened) model.
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import orbax.checkpoint as ocp

CKPT_DIR = "/home/user/project/ckpt_002"
shutil.rmtree(CKPT_DIR, ignore_errors=True)

class Encoder(nn.Module):
    hidden: int
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(self.hidden, name="proj_in")(x))
        x = nn.LayerNorm(name="ln")(x)
        return nn.Dense(10, name="head")(x)

# --- pretraining run saved hidden=128 ---
pre = Encoder(hidden=128)
pre_params = pre.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))["params"]
mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2))
mngr.save(1000, args=ocp.args.StandardSave(pre_params))
mngr.wait_until_finished()
print(f"saved pretraining checkpoint step 1000 to {CKPT_DIR}")

# --- fine-tuning script: config says hidden=256 ---
cfg = {"hidden": 256, "lr": 3e-4}
model = Encoder(hidden=cfg["hidden"])
abstract = jax.eval_shape(lambda: model.init(jax.random.PRNGKey(1), jnp.ones((1, 32)))["params"])
step = mngr.latest_step()
print(f"restoring step {step} into Encoder(hidden={cfg['hidden']})")
params = mngr.restore(step, args=ocp.args.StandardRestore(abstract))
print("restored", jax.tree_util.tree_map(lambda a: a.shape, params))
