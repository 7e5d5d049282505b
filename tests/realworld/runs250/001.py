# Port of a PyTorch MLP classifier to Flax; restore a pretrained checkpoint saved by the previous experiment.
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

class MLP(nn.Module):
    hidden: int
    n_classes: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.n_classes)(x)

def make_data(n, rng):
    x = rng.normal(size=(n, 32)).astype(np.float32)
    w = rng.normal(size=(32, 10)).astype(np.float32)
    y = (x @ w).argmax(-1)
    return x, y

rng = np.random.default_rng(0)
x, y = make_data(2048, rng)
ckpt_dir = os.path.abspath("ckpt_001")
shutil.rmtree(ckpt_dir, ignore_errors=True)

# pretraining run (hidden=256)
model = MLP(hidden=256)
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))["params"]
ckptr = ocp.StandardCheckpointer()
ckptr.save(os.path.join(ckpt_dir, "pretrain"), params)
ckptr.wait_until_finished()
print("saved pretrain checkpoint to", ckpt_dir)

# fine-tuning run, config hidden_size=128
model = MLP(hidden=128)
abstract = jax.eval_shape(lambda: model.init(jax.random.PRNGKey(1), jnp.ones((1, 32)))["params"])
params = ckptr.restore(os.path.join(ckpt_dir, "pretrain"), abstract)
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
print("restored params")
