# Fine-tune a classifier whose weights were exported from a PyTorch nn.Sequential(Linear, ReLU, Linear).
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

IN, HID, NCLS = 20, 64, 3
rng = np.random.default_rng(0)

# --- stand-in for the exported torch state_dict (torch.save -> np.savez) ---
np.savez("torch_export.npz",
         **{"0.weight": rng.normal(scale=0.2, size=(HID, IN)).astype(np.float32),
            "0.bias": np.zeros(HID, np.float32),
            "2.weight": rng.normal(scale=0.2, size=(NCLS, HID)).astype(np.float32),
            "2.bias": np.zeros(NCLS, np.float32)})

class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(HID, name="fc1")(x))
        return nn.Dense(NCLS, name="fc2")(x)

def load_torch_weights(path):
    sd = np.load(path)
    print(f"loaded {len(sd.files)} tensors from {path}: " +
          ", ".join(f"{k}{tuple(sd[k].shape)}" for k in sd.files))
    return {"params": {
        "fc1": {"kernel": jnp.asarray(sd["0.weight"]), "bias": jnp.asarray(sd["0.bias"])},
        "fc2": {"kernel": jnp.asarray(sd["2.weight"]), "bias": jnp.asarray(sd["2.bias"])},
    }}

model = Classifier()
params = load_torch_weights("torch_export.npz")
tx = optax.sgd(0.05, momentum=0.9)
opt_state = tx.init(params)

X = rng.normal(size=(600, IN)).astype(np.float32)
Y = (X[:, :3].argmax(1)).astype(np.int32)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

for epoch in range(1, 6):
    for i in range(0, 600, 50):
        params, opt_state, loss = train_step(params, opt_state, X[i:i + 50], Y[i:i + 50])
    print(f"epoch {epoch} | loss {float(loss):.4f}")
