# Load a PyTorch checkpoint (state_dict exported to .npz) into the Flax port and evaluate it.
import os, numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from flax import traverse_util

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128, name="fc1")(x))
        x = nn.relu(nn.Dense(128, name="fc2")(x))
        return nn.Dense(10, name="classifier")(x)

rng = np.random.RandomState(0)
W = rng.randn(32, 10)
X = rng.randn(4096, 32).astype(np.float32)
Y = (X @ W).argmax(1)

# --- produce the "PyTorch" state_dict (torch layout: module prefix, weight is [out, in])
if not os.path.exists("torch_state_dict.npz"):
    ref = Net()
    p = ref.init(jax.random.PRNGKey(42), X[:1])["params"]
    tx = optax.adam(1e-3); st = tx.init(p)
    @jax.jit
    def step(p, st, xb, yb):
        l, g = jax.value_and_grad(lambda q: optax.softmax_cross_entropy_with_integer_labels(ref.apply({"params": q}, xb), yb).mean())(p)
        u, st = tx.update(g, st, p)
        return optax.apply_updates(p, u), st, l
    for s in range(600):
        b = rng.randint(0, len(X), 64)
        p, st, l = step(p, st, X[b], Y[b])
    print(f"reference model trained, last loss {float(l):.4f}")
    sd = {}
    for name in ["fc1", "fc2", "classifier"]:
        sd[f"module.{name}.weight"] = np.asarray(p[name]["kernel"]).T
        sd[f"module.{name}.bias"] = np.asarray(p[name]["bias"])
    np.savez("torch_state_dict.npz", **sd)

# --- conversion script
def torch_to_flax(sd):
    out = {}
    for k, v in sd.items():
        mod, kind = k.rsplit(".", 1)
        if kind == "weight":
            out[tuple(mod.split(".")) + ("kernel",)] = v.T
        else:
            out[tuple(mod.split(".")) + ("bias",)] = v
    return out

model = Net()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
flat = traverse_util.flatten_dict(params)
converted = torch_to_flax(dict(np.load("torch_state_dict.npz")))
print(f"checkpoint tensors: {len(converted)}, model tensors: {len(flat)}")
flat = {k: jnp.asarray(converted.get(k, v)) for k, v in flat.items()}   # load_state_dict(strict=False)
params = traverse_util.unflatten_dict(flat)
print("loaded pretrained weights from torch_state_dict.npz")

logits = model.apply({"params": params}, X)
loss = float(optax.softmax_cross_entropy_with_integer_labels(logits, Y).mean())
acc = float((logits.argmax(-1) == Y).mean())
print(f"eval: loss {loss:.4f} accuracy {acc:.4f} (n={len(X)})")
