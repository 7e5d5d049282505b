# Load weights exported from a PyTorch MLP (state_dict saved as .npz) into the Flax port and fine-tune.
import os
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256, name="fc1")(x))
        x = nn.relu(nn.Dense(128, name="fc2")(x))
        return nn.Dense(10, name="fc3")(x)

# --- stand-in for the export done on the PyTorch side: torch.nn.Linear stores weight as (out, in)
rng = np.random.default_rng(0)
sd = {}
for name, (i, o) in {"fc1": (784, 256), "fc2": (256, 128), "fc3": (128, 10)}.items():
    bound = 1 / np.sqrt(i)
    sd[f"{name}.weight"] = rng.uniform(-bound, bound, size=(o, i)).astype(np.float32)
    sd[f"{name}.bias"] = rng.uniform(-bound, bound, size=(o,)).astype(np.float32)
np.savez("torch_mlp_state_dict.npz", **sd)
print(f"exported {len(sd)} tensors to torch_mlp_state_dict.npz")

def torch_to_flax(path):
    sd = np.load(path)
    params = {}
    for k in sd.files:
        layer, kind = k.split(".")
        params.setdefault(layer, {})["kernel" if kind == "weight" else "bias"] = jnp.asarray(sd[k])
    return {"params": params}

params = torch_to_flax("torch_mlp_state_dict.npz")
for layer, p in params["params"].items():
    print(layer, {k: v.shape for k, v in p.items()})

model = MLP()
x = np.random.default_rng(1).normal(size=(512, 784)).astype(np.float32)
y = np.random.default_rng(2).integers(0, 10, size=512).astype(np.int32)

tx = optax.sgd(0.01, momentum=0.9)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, xb), yb).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

for step in range(0, 512, 64):
    params, opt_state, loss = train_step(params, opt_state, x[step:step+64], y[step:step+64])
    print(f"step {step // 64} loss {float(loss):.4f}")
