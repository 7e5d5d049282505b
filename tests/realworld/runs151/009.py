"""Linear-probe / partial fine-tuning: freeze the backbone, train only the head.
Labels per parameter come from a YAML-style config (like param_groups in the torch version)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax import traverse_util

CFG = {
    "optim": {
        "trainable": {"lr": 1e-3, "weight_decay": 0.01},
        "freeze": {},
    },
    "frozen_prefixes": ["backbone"],
}

class Backbone(nn.Module):
    @nn.compact
    def __call__(self, x):
        for i in range(3):
            x = nn.relu(nn.Dense(128, name=f"block{i}")(x))
        return x

class Model(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(5, name="head")(Backbone(name="backbone")(x))

model = Model()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))["params"]

def label_fn(params):
    flat = traverse_util.flatten_dict(params)
    labels = {k: ("frozen" if k[0] in CFG["frozen_prefixes"] else "trainable") for k in flat}
    return traverse_util.unflatten_dict(labels)

tx = optax.multi_transform(
    {"trainable": optax.adamw(CFG["optim"]["trainable"]["lr"], weight_decay=CFG["optim"]["trainable"]["weight_decay"]),
     "freeze": optax.set_to_zero()},
    label_fn)
print("param groups:", {k: v for k, v in zip(*np.unique([l for l in jax.tree_util.tree_leaves(label_fn(params))], return_counts=True))})
opt_state = tx.init(params)

rng = np.random.default_rng(0)
X = rng.normal(size=(640, 32)).astype(np.float32); Y = rng.integers(0, 5, 640)

@jax.jit
def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(
        model.apply({"params": p}, x), y).mean())(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss

for step in range(40):
    i = (step * 64) % 640
    params, opt_state, loss = train_step(params, opt_state, X[i:i+64], Y[i:i+64])
    if step % 10 == 0:
        print(f"step {step} loss {float(loss):.4f}")
