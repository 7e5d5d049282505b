# Port of a PyTorch MLP regressor: load the converted state_dict (.npz) into Flax params and fine-tune.
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
from flax.core import freeze

IN, HID, OUT = 32, 64, 1


class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(HID, name="fc1")(x))
        x = nn.gelu(nn.Dense(HID, name="fc2")(x))
        return nn.Dense(OUT, name="head")(x)


# --- stand-in for `torch.save(model.state_dict())` exported with numpy -------------
rng = np.random.default_rng(0)
torch_sd = {
    "fc1.weight": rng.normal(size=(HID, IN)).astype(np.float32) * 0.1,   # torch Linear: [out, in]
    "fc1.bias": np.zeros(HID, np.float32),
    "fc2.weight": rng.normal(size=(HID, HID)).astype(np.float32) * 0.1,
    "fc2.bias": np.zeros(HID, np.float32),
    "head.weight": rng.normal(size=(OUT, HID)).astype(np.float32) * 0.1,
    "head.bias": np.zeros(OUT, np.float32),
}
np.savez("pretrained_mlp.npz", **torch_sd)
# ------------------------------------------------------------------------------------

sd = dict(np.load("pretrained_mlp.npz"))
print("loaded state_dict:", {k: v.shape for k, v in sd.items()})


def convert(sd):
    params = {}
    for name in ["fc1", "fc2", "head"]:
        params[name] = {"kernel": jnp.asarray(sd[f"{name}.weight"]),
                        "bias": jnp.asarray(sd[f"{name}.bias"])}
    return freeze({"params": params})


model = Regressor()
params = convert(sd)
tx = optax.adam(3e-4)
opt_state = tx.init(params)

xs = rng.normal(size=(2048, IN)).astype(np.float32)
ys = (np.sin(xs[:, :4]).sum(-1, keepdims=True)).astype(np.float32)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((model.apply(p, x) - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


for step in range(200):
    i = (step * 64) % len(xs)
    params, opt_state, loss = train_step(params, opt_state, xs[i:i + 64], ys[i:i + 64])
    if step % 25 == 0:
        print(f"step {step} mse {float(loss):.5f}")
