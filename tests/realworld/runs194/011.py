"""Continue training an NNX regressor from last week's checkpoint (hidden size raised to 64 in the config)."""
import json, logging
import jax, jax.numpy as jnp, numpy as np
import optax
from flax import nnx
import orbax.checkpoint as ocp

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
logging.getLogger().setLevel(logging.INFO)
logging.getLogger("absl").setLevel(logging.WARNING)
log = logging.getLogger("finetune")

CFG = {"d_in": 10, "hidden": 64, "lr": 1e-3, "epochs": 3, "batch_size": 64,
       "resume_from": "/home/user/project/nnx_ckpt/epoch_5"}

class Regressor(nnx.Module):
    def __init__(self, d_in, hidden, rngs):
        self.fc1 = nnx.Linear(d_in, hidden, rngs=rngs)
        self.fc2 = nnx.Linear(hidden, hidden, rngs=rngs)
        self.out = nnx.Linear(hidden, 1, rngs=rngs)
    def __call__(self, x):
        x = nnx.relu(self.fc1(x)); x = nnx.relu(self.fc2(x))
        return self.out(x).squeeze(-1)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

def main():
    log.info("config: %s", json.dumps(CFG))
    rng = np.random.default_rng(0)
    X = rng.normal(size=(2048, CFG["d_in"])).astype(np.float32)
    Y = (X[:, 0] * X[:, 1] + np.cos(X[:, 2])).astype(np.float32)
    model = Regressor(CFG["d_in"], CFG["hidden"], nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(CFG["lr"]), wrt=nnx.Param)
    ckptr = ocp.StandardCheckpointer()
    restored = ckptr.restore(CFG["resume_from"])
    state = nnx.state(model, nnx.Param)
    nnx.replace_by_pure_dict(state, restored)
    nnx.update(model, state)
    log.info("restored weights from %s", CFG["resume_from"])
    bs = CFG["batch_size"]
    for epoch in range(CFG["epochs"]):
        perm = rng.permutation(len(X)); losses = []
        for i in range(len(X) // bs):
            idx = perm[i*bs:(i+1)*bs]
            losses.append(float(train_step(model, optimizer, X[idx], Y[idx])))
        log.info("epoch %d mse %.4f", epoch, np.mean(losses))

if __name__ == "__main__":
    main()
