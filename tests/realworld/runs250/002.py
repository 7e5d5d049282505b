# Convert a PyTorch state_dict (numpy arrays) into Flax params and fine-tune.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64, name="fc1")(x))
        x = nn.relu(nn.Dense(64, name="fc2")(x))
        return nn.Dense(4, name="head")(x)

rng = np.random.default_rng(0)
# simulated torch state_dict: weight is (out, in)
torch_sd = {
    "fc1.weight": rng.normal(size=(64, 16)).astype(np.float32) * 0.1, "fc1.bias": np.zeros(64, np.float32),
    "fc2.weight": rng.normal(size=(64, 64)).astype(np.float32) * 0.1, "fc2.bias": np.zeros(64, np.float32),
    "classifier.weight": rng.normal(size=(4, 64)).astype(np.float32) * 0.1, "classifier.bias": np.zeros(4, np.float32),
}

def torch_to_flax(sd):
    params = {}
    for k, v in sd.items():
        mod, p = k.rsplit(".", 1)
        params.setdefault(mod, {})["kernel" if p == "weight" else "bias"] = jnp.asarray(v.T if p == "weight" else v)
    return params

params = torch_to_flax(torch_sd)
print("converted", len(torch_sd), "tensors:", list(params.keys()))
model = Net()
x = rng.normal(size=(512, 16)).astype(np.float32)
y = (x[:, :4]).argmax(-1)
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(0.05, momentum=0.9))

@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

for step in range(50):
    i = (step * 64) % 512
    state, loss = train_step(state, x[i:i+64], y[i:i+64])
    if step % 10 == 0:
        print(f"step {step} loss {float(loss):.4f}")
