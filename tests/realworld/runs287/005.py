# bf16 training port with gradient accumulation (HF Trainer gradient_accumulation_steps=4)
# implemented with lax.scan over micro-batches.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

ACCUM = 4
MICRO_BS = 16

class ResMLP(nn.Module):
    width: int = 128
    depth: int = 3
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.width, dtype=jnp.bfloat16, param_dtype=jnp.bfloat16)(x)
        for _ in range(self.depth):
            h = nn.LayerNorm(dtype=jnp.bfloat16, param_dtype=jnp.bfloat16)(x)
            x = x + nn.Dense(self.width, dtype=jnp.bfloat16, param_dtype=jnp.bfloat16)(nn.gelu(h))
        return nn.Dense(5, dtype=jnp.bfloat16, param_dtype=jnp.bfloat16)(x)

def make_data(n=4096, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, 20)).astype(np.float32)
    W = rng.normal(size=(20, 5))
    return X, (X @ W).argmax(1).astype(np.int32)

def main():
    X, y = make_data()
    model = ResMLP()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 20), jnp.bfloat16))["params"]
    print("param dtypes:", sorted({str(p.dtype) for p in jax.tree_util.tree_leaves(params)}))
    tx = optax.adamw(1e-3)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    def loss_fn(p, xb, yb):
        logits = model.apply({"params": p}, xb.astype(jnp.bfloat16)).astype(jnp.float32)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()

    @jax.jit
    def train_step(state, xs, ys):
        def micro(carry, batch):
            g_acc, l_acc = carry
            loss, g = jax.value_and_grad(loss_fn)(state.params, *batch)
            g = jax.tree_util.tree_map(lambda t: t.astype(jnp.float32), g)  # accumulate in fp32
            return (jax.tree_util.tree_map(jnp.add, g_acc, g), l_acc + loss), None
        zeros = jax.tree_util.tree_map(jnp.zeros_like, state.params)
        (grads, loss), _ = jax.lax.scan(micro, (zeros, 0.0), (xs, ys))
        grads = jax.tree_util.tree_map(lambda g: g / ACCUM, grads)
        return state.apply_gradients(grads=grads), loss / ACCUM

    step_size = ACCUM * MICRO_BS
    for epoch in range(3):
        perm = np.random.default_rng(epoch).permutation(len(X))
        for i in range(0, len(X) - step_size + 1, step_size):
            idx = perm[i:i+step_size]
            xs = X[idx].reshape(ACCUM, MICRO_BS, -1)
            ys = y[idx].reshape(ACCUM, MICRO_BS)
            state, loss = train_step(state, xs, ys)
        print(f"epoch {epoch} loss {float(loss):.4f}")

if __name__ == "__main__":
    main()
