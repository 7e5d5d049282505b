# Load a PyTorch-trained MLP (state_dict exported to .npz) into the Flax port and evaluate / fine-tune it.
import os
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.traverse_util import flatten_dict, unflatten_dict

D, NCLS = 48, 8

def make_data(n, seed):
    rng = np.random.default_rng(1234)
    centers = rng.normal(size=(NCLS, D)) * 1.5
    rng = np.random.default_rng(seed)
    y = rng.integers(0, NCLS, size=n).astype(np.int32)
    return (centers[y] + rng.normal(size=(n, D))).astype(np.float32), y

# ---- the "PyTorch side": an nn.Sequential(Linear, ReLU, Linear, ReLU, Linear) trained with numpy SGD,
# exported as state_dict-style arrays (weight is (out, in)). ----
def torch_reference_export(path):
    rng = np.random.default_rng(0)
    sizes = [D, 128, 128, NCLS]
    W = [rng.normal(scale=np.sqrt(2 / a), size=(b, a)).astype(np.float32) for a, b in zip(sizes[:-1], sizes[1:])]
    B = [np.zeros(b, np.float32) for b in sizes[1:]]
    x, y = make_data(4000, 0)
    for step in range(300):
        i = (step * 100) % 4000
        xb, yb = x[i:i+100], y[i:i+100]
        acts = [xb]
        for k in range(3):
            z = acts[-1] @ W[k].T + B[k]
            acts.append(np.maximum(z, 0) if k < 2 else z)
        p = np.exp(acts[-1] - acts[-1].max(1, keepdims=True)); p /= p.sum(1, keepdims=True)
        g = p; g[np.arange(len(yb)), yb] -= 1; g /= len(yb)
        for k in reversed(range(3)):
            gW, gB = g.T @ acts[k], g.sum(0)
            if k > 0:
                g = (g @ W[k]) * (acts[k] > 0)
            W[k] -= 0.1 * gW; B[k] -= 0.1 * gB
    sd = {}
    for k, idx in enumerate([0, 2, 4]):
        sd[f"net.{idx}.weight"] = W[k]; sd[f"net.{idx}.bias"] = B[k]
    np.savez(path, **sd)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(NCLS)(x)

def convert_torch_state_dict(sd):
    out = {}
    for k, v in sd.items():
        mod, idx, kind = k.split(".")
        name = f"{mod}_{idx}"
        if kind == "weight":
            out[(name, "kernel")] = jnp.asarray(v.T)
        else:
            out[(name, "bias")] = jnp.asarray(v)
    return out

def load_pretrained(params, sd):
    flat = flatten_dict(params)
    converted = convert_torch_state_dict(sd)
    for k in flat:
        if k in converted and converted[k].shape == flat[k].shape:
            flat[k] = converted[k]
    return unflatten_dict(flat)

ckpt = "mlp_torch_export.npz"
if not os.path.exists(ckpt):
    torch_reference_export(ckpt)
sd = dict(np.load(ckpt))
print("checkpoint tensors:", {k: v.shape for k, v in sd.items()})

model = MLP()
params = model.init(jax.random.PRNGKey(42), jnp.ones((1, D)))["params"]
params = load_pretrained(params, sd)
print("loaded pretrained weights from", ckpt)

xv, yv = make_data(1000, 7)
@jax.jit
def evaluate(params, x, y):
    logits = model.apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

loss, acc = evaluate(params, xv, yv)
print(f"pretrained eval: loss {float(loss):.4f} acc {float(acc):.4f}")

# short fine-tune on a small labelled set, with a small LR as in the original script
tx = optax.adam(1e-5)
opt_state = tx.init(params)
xf, yf = make_data(256, 3)

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, xb), yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for epoch in range(3):
    for i in range(0, 256, 32):
        params, opt_state, loss = train_step(params, opt_state, xf[i:i+32], yf[i:i+32])
    vl, va = evaluate(params, xv, yv)
    print(f"finetune epoch {epoch}: train_loss {float(loss):.4f} val_loss {float(vl):.4f} val_acc {float(va):.4f}")
