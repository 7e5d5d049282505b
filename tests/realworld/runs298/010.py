# Load weights from a PyTorch state_dict export into a Flax classifier, then evaluate
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from flax import traverse_util

rng = np.random.default_rng(0)
centers = rng.standard_normal((10, 32)).astype(np.float32) * 1.5
def make(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, 10, n).astype(np.int32)
    return centers[y] + r.standard_normal((n, 32)).astype(np.float32), y
xtr, ytr = make(4096, 1)
xte, yte = make(1024, 2)

class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128, name="fc1")(x))
        x = nn.relu(nn.Dense(128, name="fc2")(x))
        return nn.Dense(10, name="out")(x)

model = Classifier()

@jax.jit
def accuracy(params, x, y):
    return (model.apply(params, x).argmax(-1) == y).mean()

# ---- produce the "torch" export: train once, save as state_dict-style npz ----
params = model.init(jax.random.PRNGKey(1), xtr[:1])
tx = optax.adam(1e-3)
opt_state = tx.init(params)
@jax.jit
def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean())(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
for epoch in range(3):
    for i in range(0, 4096, 128):
        params, opt_state, loss = train_step(params, opt_state, xtr[i:i+128], ytr[i:i+128])
print(f"source model test acc {float(accuracy(params, xte, yte)):.4f}")
sd = {}
for layer, p in params["params"].items():
    sd[f"{layer}.weight"] = np.asarray(p["kernel"]).T
    sd[f"{layer}.bias"] = np.asarray(p["bias"])
np.savez("classifier_010.npz", **sd)

# ---- inference job: load state_dict into fresh Flax params ----
state_dict = dict(np.load("classifier_010.npz"))
print("state_dict keys:", sorted(state_dict))
new_params = model.init(jax.random.PRNGKey(0), xtr[:1])
flat = traverse_util.flatten_dict(new_params, sep=".")
converted = {}
for k, v in state_dict.items():
    if k.endswith(".weight"):
        converted[k.replace(".weight", ".kernel")] = v.T
    else:
        converted[k] = v
loaded = 0
for k in flat:
    if k in converted:
        flat[k] = jnp.asarray(converted[k])
        loaded += 1
new_params = traverse_util.unflatten_dict(flat, sep=".")
print(f"loaded pretrained weights from classifier_010.npz")
print(f"test acc {float(accuracy(new_params, xte, yte)):.4f}")
