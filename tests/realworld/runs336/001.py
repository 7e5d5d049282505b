# Port of a PyTorch MLP classifier: load the torch state_dict (exported to .npz) into the Flax linen model.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class MLP(nn.Module):
    hidden: int = 256
    num_classes: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.hidden, name="fc1")(x)
        x = nn.relu(x)
        x = nn.Dense(self.hidden, name="fc2")(x)
        x = nn.relu(x)
        return nn.Dense(self.num_classes, name="fc3")(x)

# --- "torch" checkpoint: state_dict as saved by torch (Linear.weight is [out, in]) ---
rng = np.random.default_rng(0)
torch_sd = {
    "fc1.weight": rng.normal(0, 0.05, (256, 784)).astype(np.float32), "fc1.bias": np.zeros(256, np.float32),
    "fc2.weight": rng.normal(0, 0.05, (256, 256)).astype(np.float32), "fc2.bias": np.zeros(256, np.float32),
    "fc3.weight": rng.normal(0, 0.05, (10, 256)).astype(np.float32), "fc3.bias": np.zeros(10, np.float32),
}
np.savez("mlp_torch_state_dict.npz", **torch_sd)

def torch_to_flax(sd):
    params = {}
    for k, v in sd.items():
        layer, kind = k.split(".")
        params.setdefault(layer, {})["kernel" if kind == "weight" else "bias"] = jnp.asarray(v)
    return {"params": params}

sd = dict(np.load("mlp_torch_state_dict.npz"))
print(f"loaded torch state_dict with {len(sd)} tensors")
for k, v in sd.items():
    print(f"  {k:12s} {tuple(v.shape)}")
variables = torch_to_flax(sd)

model = MLP()
x = jnp.asarray(rng.normal(size=(64, 784)).astype(np.float32))
y = jnp.asarray(rng.integers(0, 10, size=(64,)))

tx = optax.adamw(1e-3, weight_decay=0.01)
opt_state = tx.init(variables["params"])

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

params = variables["params"]
for step in range(1, 51):
    params, opt_state, loss = train_step(params, opt_state, x, y)
    if step % 10 == 0:
        print(f"step {step} loss {float(loss):.4f}")
