# Evaluate + fine-tune a classifier whose weights were exported from PyTorch (state_dict -> .npz).
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from flax import traverse_util
from flax.training import train_state

IN, HID, OUT = 16, 64, 8

# ---- the exported PyTorch checkpoint (written by the torch side: np.savez(path, **sd)) ----
trng = np.random.default_rng(123)
torch_sd = {"net.0.weight": trng.normal(size=(HID, IN)) / 4, "net.0.bias": trng.normal(size=HID) * 0.1,
            "net.2.weight": trng.normal(size=(OUT, HID)) / 8, "net.2.bias": np.zeros(OUT)}
np.savez("pretrained_torch.npz", **{k: v.astype(np.float32) for k, v in torch_sd.items()})

def teacher(x):  # the data the PyTorch model was trained on is labelled by that model
    h = np.maximum(x @ torch_sd["net.0.weight"].T + torch_sd["net.0.bias"], 0)
    return (h @ torch_sd["net.2.weight"].T + torch_sd["net.2.bias"]).argmax(-1)

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(HID)(x))
        return nn.Dense(OUT)(x)

def torch_to_flax(sd):
    out = {}
    for k, v in sd.items():
        mod, idx, kind = k.split(".")
        name = f"{mod}_{idx}"
        if kind == "weight":
            out[(name, "kernel")] = jnp.asarray(v.T)
        else:
            out[(name, "bias")] = jnp.asarray(v)
    return out

model = Net()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, IN)))["params"]
flat = traverse_util.flatten_dict(params)
converted = torch_to_flax(dict(np.load("pretrained_torch.npz")))
flat.update(converted)
params = traverse_util.unflatten_dict(flat)
print(f"loaded {len(converted)} tensors from pretrained_torch.npz")

rng = np.random.default_rng(0)
xte = rng.normal(size=(2048, IN)).astype(np.float32); yte = teacher(xte)

@jax.jit
def evaluate(params, x, y):
    logits = model.apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

l, a = evaluate(params, xte, yte)
print(f"pretrained eval: loss {float(l):.4f} acc {float(a):.3f}")

state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-4))
@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

for step in range(60):
    x = rng.normal(size=(32, IN)).astype(np.float32)
    state, loss = train_step(state, x, teacher(x))
    if step % 20 == 0:
        print(f"finetune step {step} loss {float(loss):.4f}")
l, a = evaluate(state.params, xte, yte)
print(f"after finetune eval: loss {float(l):.4f} acc {float(a):.3f}")
