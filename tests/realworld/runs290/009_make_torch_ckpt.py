# Helper (not part of the log): stands in for the PyTorch side. Trains a 3-layer MLP and writes its
# state_dict the way torch.save(model.state_dict()) of a DataParallel-wrapped model names it
# ("module.fc1.weight", weight as (out, in)), as a .npz.
import numpy as np
import jax, jax.numpy as jnp, optax, flax.linen as nn


def make_task(n, seed):
    rng = np.random.default_rng(seed)
    means = np.random.default_rng(7).normal(0, 1.0, size=(10, 20))
    y = rng.integers(0, 10, size=n)
    return (means[y] + rng.normal(0, 1.0, size=(n, 20))).astype(np.float32), y.astype(np.int32)


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64, name="fc1")(x))
        x = nn.relu(nn.Dense(64, name="fc2")(x))
        return nn.Dense(10, name="fc3")(x)


x, y = make_task(20000, 0)
m = MLP(); p = m.init(jax.random.PRNGKey(0), x[:1])["params"]
tx = optax.adam(1e-3); s = tx.init(p)

@jax.jit
def step(p, s, xb, yb):
    l, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(m.apply({"params": p}, xb), yb).mean())(p)
    u, s = tx.update(g, s, p); return optax.apply_updates(p, u), s, l

for ep in range(5):
    for i in range(0, 20000, 200):
        p, s, l = step(p, s, x[i:i+200], y[i:i+200])
sd = {}
for layer in ("fc1", "fc2", "fc3"):
    sd[f"module.{layer}.weight"] = np.asarray(p[layer]["kernel"]).T
    sd[f"module.{layer}.bias"] = np.asarray(p[layer]["bias"])
np.savez("torch_mlp_state_dict.npz", **sd)
xt, yt = make_task(2000, 1)
print("torch-side eval acc", float((m.apply({"params": p}, xt).argmax(-1) == yt).mean()))
