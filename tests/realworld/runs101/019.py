"""Half-precision training of a Flax MLP to save memory (the PyTorch run used model.half()).
Logs in the style of the original trainer."""
import time
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

DTYPE = jnp.float16

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        for w in (256, 256, 128):
            x = nn.relu(nn.Dense(w, dtype=DTYPE, param_dtype=DTYPE)(x))
        return nn.Dense(10, dtype=DTYPE, param_dtype=DTYPE)(x)

@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss, optax.global_norm(g)

def main():
    rng = np.random.default_rng(0)
    protos = rng.normal(size=(10, 100))
    y = rng.integers(0, 10, 20000)
    X = (protos[y] + rng.normal(size=(20000, 100))).astype(np.float16)
    model = MLP()
    params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    print(f"param dtype: {jax.tree_util.tree_leaves(params)[0].dtype}")
    bs, step, t0 = 128, 0, time.time()
    for epoch in range(3):
        for i in range(len(X) // bs):
            state, loss, gn = train_step(state, X[i * bs:(i + 1) * bs], y[i * bs:(i + 1) * bs])
            step += 1
            if step <= 5 or step % 20 == 0:
                print(f"[epoch {epoch}] step {step:5d} | loss {float(loss):8.4f} | grad_norm {float(gn):8.4f} | "
                      f"lr 1.0e-03 | {(time.time() - t0) / step * 1000:.1f} ms/step")
    print("done")

if __name__ == "__main__":
    main()
