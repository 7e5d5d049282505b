"""Port a PyTorch MLP classifier (exported state_dict as .npz) to flax.nnx, check parity, then fine-tune.

torch model:
    nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 32), nn.ReLU(), nn.Linear(32, 3))
"""
import logging
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s - %(message)s")
log = logging.getLogger("port_mlp")

rng = np.random.default_rng(0)
# --- stand-in for the exported torch state_dict (torch layout: weight is [out, in]) ---
sd = {
    "0.weight": rng.normal(0, 0.2, (64, 20)).astype(np.float32), "0.bias": rng.normal(0, 0.1, 64).astype(np.float32),
    "2.weight": rng.normal(0, 0.2, (32, 64)).astype(np.float32), "2.bias": rng.normal(0, 0.1, 32).astype(np.float32),
    "4.weight": rng.normal(0, 0.2, (3, 32)).astype(np.float32), "4.bias": rng.normal(0, 0.1, 3).astype(np.float32),
}
np.savez("/home/user/project/002_torch_mlp.npz", **sd)


def torch_forward(sd, x):
    h = np.maximum(x @ sd["0.weight"].T + sd["0.bias"], 0)
    h = np.maximum(h @ sd["2.weight"].T + sd["2.bias"], 0)
    return h @ sd["4.weight"].T + sd["4.bias"]


class MLP(nnx.Module):
    def __init__(self, rngs):
        self.fc1 = nnx.Linear(20, 64, rngs=rngs)
        self.fc2 = nnx.Linear(64, 32, rngs=rngs)
        self.head = nnx.Linear(32, 3, rngs=rngs)

    def __call__(self, x):
        return self.head(nnx.relu(self.fc2(nnx.relu(self.fc1(x)))))


def load_torch(model, path):
    sd = dict(np.load(path))
    for layer, prefix in [(model.fc1, "0"), (model.fc2, "2"), (model.head, "4")]:
        w, b = sd[f"{prefix}.weight"], sd[f"{prefix}.bias"]
        assert layer.kernel.value.shape == w.T.shape, (layer.kernel.value.shape, w.shape)
        layer.kernel.value = jnp.asarray(w.T)   # torch Linear stores [out, in]; flax kernel is [in, out]
        layer.bias.value = jnp.asarray(b)
        log.info("loaded %s.weight %s -> kernel %s", prefix, w.shape, layer.kernel.value.shape)
    return model


model = load_torch(MLP(nnx.Rngs(0)), "/home/user/project/002_torch_mlp.npz")
xp = rng.normal(size=(8, 20)).astype(np.float32)
diff = np.abs(np.asarray(model(jnp.asarray(xp))) - torch_forward(sd, xp)).max()
log.info("parity vs torch reference: max abs diff %.3e", diff)

# --- fine-tune on a small 3-class task ---
centers = rng.normal(0, 2.0, (3, 20))
y_all = rng.integers(0, 3, 1200)
x_all = (centers[y_all] + rng.normal(0, 1.0, (1200, 20))).astype(np.float32)
x_tr, y_tr, x_va, y_va = x_all[:1000], y_all[:1000], x_all[1000:], y_all[1000:]

optimizer = nnx.Optimizer(model, optax.adamw(3e-3, weight_decay=1e-4), wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_step(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()


for epoch in range(1, 6):
    perm = rng.permutation(len(x_tr))
    losses = [float(train_step(model, optimizer, x_tr[perm[i:i + 50]], y_tr[perm[i:i + 50]])) for i in range(0, 1000, 50)]
    vl, va = eval_step(model, x_va, y_va)
    log.info("epoch %d train_loss=%.4f val_loss=%.4f val_acc=%.3f", epoch, np.mean(losses), float(vl), float(va))
log.info("done")
