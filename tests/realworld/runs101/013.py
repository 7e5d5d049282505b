"""Data-parallel training with jax.pmap, copied from the 8-GPU node setup."""
import functools
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax import jax_utils
from flax.training import train_state

NUM_DEVICES = 8          # one replica per GPU on the training node
PER_DEVICE_BATCH = 16

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(nn.relu(nn.Dense(64)(x)))

@functools.partial(jax.pmap, axis_name="batch")
def train_step(state, xb, yb):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, xb), yb).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    grads = jax.lax.pmean(grads, "batch")
    return state.apply_gradients(grads=grads), jax.lax.pmean(loss, "batch")

def main():
    print(f"jax.local_device_count() = {jax.local_device_count()}")
    rng = np.random.default_rng(0)
    X = rng.normal(size=(4096, 20)).astype(np.float32)
    y = rng.integers(0, 3, 4096).astype(np.int32)
    model = MLP()
    params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    state = jax_utils.replicate(state, devices=jax.local_devices())
    gb = NUM_DEVICES * PER_DEVICE_BATCH
    for step in range(len(X) // gb):
        xb = X[step * gb:(step + 1) * gb].reshape(NUM_DEVICES, PER_DEVICE_BATCH, -1)
        yb = y[step * gb:(step + 1) * gb].reshape(NUM_DEVICES, PER_DEVICE_BATCH)
        state, loss = train_step(state, xb, yb)
        if step % 8 == 0:
            print(f"step {step} loss {float(loss[0]):.4f}")

if __name__ == "__main__":
    main()
