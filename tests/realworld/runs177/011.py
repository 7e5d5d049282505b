"""Fine-tune an NNX regression model from a pretraining checkpoint written by Orbax.
The pretraining run (older revision of models.py, see `PretrainNet`) saved nnx.state(model) at step 500."""
import os, logging
import numpy as np
import jax, jax.numpy as jnp
import optax
import orbax.checkpoint as ocp
from flax import nnx

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s [%(name)s] %(message)s", force=True)
log = logging.getLogger("finetune")
CKPT_DIR = "/home/user/project/pretrain_ckpt"

class PretrainNet(nnx.Module):           # models.py @ v0.3 (pretraining)
    def __init__(self, rngs):
        self.fc1 = nnx.Linear(16, 64, rngs=rngs)
        self.fc2 = nnx.Linear(64, 64, rngs=rngs)
        self.norm = nnx.LayerNorm(64, rngs=rngs)
        self.head = nnx.Linear(64, 1, rngs=rngs)
    def __call__(self, x):
        return self.head(self.norm(nnx.relu(self.fc2(nnx.relu(self.fc1(x))))))

class RegressionNet(nnx.Module):         # models.py @ v0.4 (head renamed for the multi-task refactor)
    def __init__(self, rngs):
        self.fc1 = nnx.Linear(16, 64, rngs=rngs)
        self.fc2 = nnx.Linear(64, 64, rngs=rngs)
        self.norm = nnx.LayerNorm(64, rngs=rngs)
        self.regressor = nnx.Linear(64, 1, rngs=rngs)
    def __call__(self, x):
        return self.regressor(self.norm(nnx.relu(self.fc2(nnx.relu(self.fc1(x))))))

def make_data(n, rng):
    x = rng.normal(size=(n, 16)).astype(np.float32)
    return x, (np.tanh(x[:, :4].sum(1, keepdims=True)) + 0.1 * rng.normal(size=(n, 1))).astype(np.float32)

if not os.path.exists(CKPT_DIR):  # produced by pretrain.py
    pm = PretrainNet(nnx.Rngs(0))
    with ocp.StandardCheckpointer() as ckptr:
        ckptr.save(os.path.join(CKPT_DIR, "500"), nnx.state(pm))

rng = np.random.default_rng(0)
x_tr, y_tr = make_data(2048, rng)
model = RegressionNet(nnx.Rngs(1))
log.info("restoring pretrained weights from %s", os.path.join(CKPT_DIR, "500"))
with ocp.StandardCheckpointer() as ckptr:
    restored = ckptr.restore(os.path.join(CKPT_DIR, "500"))
log.info("restored %d arrays", len(jax.tree.leaves(restored)))
nnx.update(model, restored)

optimizer = nnx.Optimizer(model, optax.adamw(1e-3, weight_decay=1e-4), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    optimizer.update(model, grads)
    return loss

for epoch in range(3):
    perm = rng.permutation(len(x_tr)); losses = []
    for i in range(0, len(perm), 128):
        losses.append(float(train_step(model, optimizer, x_tr[perm[i:i + 128]], y_tr[perm[i:i + 128]])))
    log.info("epoch %d mse %.4f", epoch, np.mean(losses))
