# Migrating a trained PyTorch MLP (state_dict exported to .npz) into Flax and checking accuracy before fine-tuning.
import os
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax
from flax import traverse_util

g = np.random.default_rng(0)
N = 4000
X = g.normal(size=(N, 40)).astype(np.float32)
Y = (X[:, :6] @ g.normal(size=(6, 6)).astype(np.float32)).argmax(-1).astype(np.int32)

# ---- stand-in for the PyTorch side: train and export a state_dict with torch names/layouts ----
def torch_forward(sd, x):
    h = jax.nn.relu(x @ sd["fc1.weight"].T + sd["fc1.bias"])
    h = jax.nn.relu(h @ sd["fc2.weight"].T + sd["fc2.bias"])
    return h @ sd["fc3.weight"].T + sd["fc3.bias"]

k = jax.random.split(jax.random.PRNGKey(123), 3)
sd = {"fc1.weight": jax.random.normal(k[0], (128, 40)) * 0.15, "fc1.bias": jnp.zeros(128),
      "fc2.weight": jax.random.normal(k[1], (64, 128)) * 0.1, "fc2.bias": jnp.zeros(64),
      "fc3.weight": jax.random.normal(k[2], (6, 64)) * 0.1, "fc3.bias": jnp.zeros(6)}
opt = optax.adam(3e-3); os_ = opt.init(sd)
@jax.jit
def torch_step(sd, os_, x, y):
    l, gr = jax.value_and_grad(lambda s: optax.softmax_cross_entropy_with_integer_labels(torch_forward(s, x), y).mean())(sd)
    u, os_ = opt.update(gr, os_, sd)
    return optax.apply_updates(sd, u), os_, l
for ep in range(15):
    for i in range(0, N, 100):
        sd, os_, l = torch_step(sd, os_, X[i:i+100], Y[i:i+100])
ref_acc = float((torch_forward(sd, X).argmax(-1) == Y).mean())
np.savez("pytorch_model.npz", **{k_: np.asarray(v) for k_, v in sd.items()})
print(f"reference (pytorch) accuracy: {ref_acc:.4f}")

# ---- Flax side ----
class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(6)(x)

def load_torch_state_dict(params, path):
    torch_sd = dict(np.load(path))
    flat = traverse_util.flatten_dict(params)
    new = {}
    for (layer, name), value in flat.items():
        tkey = f"{layer}.{'weight' if name == 'kernel' else 'bias'}"
        if tkey in torch_sd:
            w = torch_sd[tkey]
            new[(layer, name)] = jnp.asarray(w.T if name == "kernel" else w)
        else:
            new[(layer, name)] = value
    print(f"loaded state dict from {path} ({len(torch_sd)} tensors)")
    return traverse_util.unflatten_dict(new)

model = MLP()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
params = load_torch_state_dict(params, "pytorch_model.npz")
logits = model.apply({"params": params}, X)
acc = float((logits.argmax(-1) == Y).mean())
loss = float(optax.softmax_cross_entropy_with_integer_labels(logits, Y).mean())
print(f"flax model after loading: loss {loss:.4f} accuracy {acc:.4f}")
