# Resume fine-tuning from an Orbax checkpoint written by the pretraining job.
import os, shutil
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax
import orbax.checkpoint as ocp

class MLP(nn.Module):
    hidden: int
    num_classes: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.num_classes)(x)

ckpt_dir = os.path.abspath("ckpt_001")
shutil.rmtree(ckpt_dir, ignore_errors=True)
# pretraining job
pre = MLP(hidden=256)
params = pre.init(jax.random.PRNGKey(0), jnp.ones((1, 64)))["params"]
ckptr = ocp.StandardCheckpointer()
ckptr.save(os.path.join(ckpt_dir, "step_1000"), params)
ckptr.wait_until_finished()
print("saved pretrain checkpoint to", os.path.join(ckpt_dir, "step_1000"))

# fine-tuning job
model = MLP(hidden=128)
init_params = model.init(jax.random.PRNGKey(1), jnp.ones((1, 64)))["params"]
print("param shapes:", jax.tree_util.tree_map(lambda a: a.shape, init_params))
abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, init_params)
params = ckptr.restore(os.path.join(ckpt_dir, "step_1000"), abstract)
print("restored")
tx = optax.adam(1e-3)
opt_state = tx.init(params)
