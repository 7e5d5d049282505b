# Port of a PyTorch MLP classifier to flax.linen: load the reference run's exported state_dict (npz) into the flax params.
import os
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
from flax import traverse_util
import optax

class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128, name="fc1")(x))
        x = nn.relu(nn.Dense(64, name="fc2")(x))
        return nn.Dense(10, name="fc3")(x)

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    w = np.random.default_rng(7).normal(size=(40, 10))
    x = rng.normal(size=(n, 40)).astype(np.float32)
    return x, (x @ w).argmax(-1).astype(np.int32)

model = Classifier()
x_eval, y_eval = make_data(2000, 1)

# ---------------------------------------------------------------------------
# Reference run: train and export the weights the way the PyTorch DDP job did
# (torch.save(model.state_dict()) of a DistributedDataParallel-wrapped model, Linear weights as [out, in]).
if not os.path.exists("ref_state_dict.npz"):
    ref_params = model.init(jax.random.PRNGKey(123), jnp.ones((1, 40)))["params"]
    tx = optax.adam(1e-3); opt = tx.init(ref_params)
    xtr, ytr = make_data(8000, 0)
    @jax.jit
    def step(p, o, x, y):
        l, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean())(p)
        u, o = tx.update(g, o, p)
        return optax.apply_updates(p, u), o, l
    for ep in range(5):
        for i in range(0, 8000, 100):
            ref_params, opt, l = step(ref_params, opt, xtr[i:i+100], ytr[i:i+100])
    ref_acc = float((model.apply({"params": ref_params}, x_eval).argmax(-1) == y_eval).mean())
    print(f"reference model eval acc {ref_acc:.4f}")
    sd = {}
    for layer, p in ref_params.items():
        sd[f"module.{layer}.weight"] = np.asarray(p["kernel"]).T
        sd[f"module.{layer}.bias"] = np.asarray(p["bias"])
    np.savez("ref_state_dict.npz", **sd)
# ---------------------------------------------------------------------------

def load_torch_state_dict(params, path):
    sd = dict(np.load(path))
    flat = traverse_util.flatten_dict(params, sep=".")
    for k in list(flat):
        layer, leaf = k.rsplit(".", 1)
        tk = f"{layer}.weight" if leaf == "kernel" else f"{layer}.bias"
        if tk in sd:
            v = sd[tk]
            flat[k] = jnp.asarray(v.T if leaf == "kernel" else v)
    return traverse_util.unflatten_dict(flat, sep=".")

params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 40)))["params"]
params = load_torch_state_dict(params, "ref_state_dict.npz")
print("loaded weights from ref_state_dict.npz")
print(jax.tree_util.tree_map(jnp.shape, params))

@jax.jit
def evaluate(params, x, y):
    logits = model.apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

loss, acc = evaluate(params, x_eval, y_eval)
print(f"converted model eval: loss {float(loss):.4f} acc {float(acc):.4f}")
