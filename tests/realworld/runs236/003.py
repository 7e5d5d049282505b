# Load weights exported from a PyTorch MLP (state_dict saved as .npz) into the Flax port and fine-tune.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from flax.training import train_state

IN, HID, OUT = 20, 64, 5
rng = np.random.default_rng(0)
# exported earlier with {k: v.numpy() for k, v in model.state_dict().items()}
np.savez("torch_mlp.npz", **{
    "fc1.weight": rng.normal(size=(HID, IN)).astype(np.float32) * 0.1, "fc1.bias": np.zeros(HID, np.float32),
    "fc2.weight": rng.normal(size=(OUT, HID)).astype(np.float32) * 0.1, "fc2.bias": np.zeros(OUT, np.float32)})

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(HID, name="fc1")(x))
        return nn.Dense(OUT, name="fc2")(x)

sd = dict(np.load("torch_mlp.npz"))
for k, v in sd.items():
    print(f"loaded {k}: {v.shape}")
params = {
    "fc1": {"kernel": jnp.asarray(sd["fc1.weight"]), "bias": jnp.asarray(sd["fc1.bias"])},
    "fc2": {"kernel": jnp.asarray(sd["fc2.weight"]), "bias": jnp.asarray(sd["fc2.bias"])},
}
model = MLP()
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(1e-2, momentum=0.9))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

W = rng.normal(size=(IN, OUT))
for step in range(100):
    x = rng.normal(size=(32, IN)).astype(np.float32)
    y = (x @ W).argmax(-1)
    state, loss = train_step(state, x, y)
    if step % 10 == 0:
        print(f"step {step} loss {float(loss):.4f}")
