"""Fine-tune: restore a pretrained encoder saved with orbax, then train with a new classification head."""
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp

CKPT_DIR = "/home/user/project/pretrain_ckpt"

class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64, name="fc1")(x))
        return nn.relu(nn.Dense(32, name="fc2")(x))

class Pretrain(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(20, name="recon")(Encoder(name="encoder")(x))

class Classifier(nn.Module):
    n_cls: int = 5
    @nn.compact
    def __call__(self, x):
        return nn.Dense(self.n_cls, name="head")(Encoder(name="encoder")(x))

x = jnp.asarray(np.random.default_rng(0).normal(size=(16, 20)).astype(np.float32))

# ---- stage 1 (normally another script): pretrain + save --------------------
if os.path.exists(CKPT_DIR):
    shutil.rmtree(CKPT_DIR)
pre_params = Pretrain().init(jax.random.PRNGKey(0), x)["params"]
mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2))
mngr.save(1000, args=ocp.args.StandardSave(pre_params))
mngr.wait_until_finished()
print("saved pretrain checkpoint steps:", mngr.all_steps())

# ---- stage 2: fine-tune ----------------------------------------------------
clf = Classifier()
params = clf.init(jax.random.PRNGKey(1), x)["params"]
abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, params)
mngr = ocp.CheckpointManager(CKPT_DIR)
step = mngr.latest_step()
print(f"restoring encoder weights from step {step}")
params = mngr.restore(step, args=ocp.args.StandardRestore(abstract))
tx = optax.adam(1e-3)
opt_state = tx.init(params)
print("restored; starting fine-tune")
