# Evaluate / fine-tune a Flax port of a PyTorch MLP using weights exported from torch as a state_dict (.npz).
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
from flax import traverse_util
import optax

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(10)(x)

def synth(n, seed):
    r = np.random.default_rng(seed)
    protos = np.random.default_rng(99).normal(size=(10, 64)).astype(np.float32)
    y = r.integers(0, 10, size=n).astype(np.int32)
    return protos[y] + 1.2 * r.normal(size=(n, 64)).astype(np.float32), y

xtr, ytr = synth(8000, 0)
xte, yte = synth(2000, 1)

# ---------------- stand-in for the torch side: train, then export a state_dict ----------------
def train(params, epochs, lr):
    tx = optax.adam(lr); opt = tx.init(params)
    @jax.jit
    def step(p, o, x, y):
        l, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(
            model.apply({"params": p}, x), y).mean())(p)
        u, o = tx.update(g, o, p)
        return optax.apply_updates(p, u), o, l
    for e in range(epochs):
        for i in range(0, len(xtr), 128):
            params, opt, l = step(params, opt, xtr[i:i+128], ytr[i:i+128])
        print(f"  epoch {e} loss {float(l):.4f}")
    return params

model = MLP()
acc = jax.jit(lambda p, x, y: (model.apply({"params": p}, x).argmax(-1) == y).mean())
ref = train(model.init(jax.random.key(0), xtr[:1])["params"], 3, 1e-3)
print(f"reference model test accuracy: {float(acc(ref, xte, yte)):.4f}")
torch_sd = {}
for tname, fname in [("fc1", "Dense_0"), ("fc2", "Dense_1"), ("head", "Dense_2")]:
    torch_sd[f"{tname}.weight"] = np.asarray(ref[fname]["kernel"]).T
    torch_sd[f"{tname}.bias"] = np.asarray(ref[fname]["bias"])
np.savez("mlp_torch_state_dict.npz", **torch_sd)
print("exported", len(torch_sd), "tensors to mlp_torch_state_dict.npz")

# ---------------- Flax side: load the torch state_dict into a freshly initialised model ----------------
def torch_to_flax(sd):
    out = {}
    for k, v in sd.items():
        mod, kind = k.rsplit(".", 1)
        if kind == "weight":
            out[(mod, "kernel")] = jnp.asarray(v.T)
        else:
            out[(mod, "bias")] = jnp.asarray(v)
    return out

params = model.init(jax.random.key(1), xtr[:1])["params"]
flat = traverse_util.flatten_dict(params)
sd = dict(np.load("mlp_torch_state_dict.npz"))
flat.update(torch_to_flax(sd))
params = traverse_util.unflatten_dict(flat)
print("loaded pretrained weights from mlp_torch_state_dict.npz")
print(f"loaded model test accuracy: {float(acc(params, xte, yte)):.4f}")
print("fine-tuning 1 epoch at lr 1e-5")
params = train(params, 1, 1e-5)
print(f"fine-tuned model test accuracy: {float(acc(params, xte, yte)):.4f}")
