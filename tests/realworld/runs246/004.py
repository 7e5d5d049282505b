# Port of a PyTorch Elman RNN sequence classifier (torch.autocast bf16) to Flax, using nn.scan over time.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

COMPUTE_DTYPE = jnp.bfloat16   # mirrors torch.autocast(dtype=torch.bfloat16)

class RNNCell(nn.Module):
    hidden: int = 64
    @nn.compact
    def __call__(self, h, x):
        # torch: h = tanh(W_ih x + b_ih + W_hh h + b_hh)
        h = jnp.tanh(nn.Dense(self.hidden, dtype=COMPUTE_DTYPE, name="ih")(x)
                     + nn.Dense(self.hidden, dtype=COMPUTE_DTYPE, name="hh")(h))
        return h, h

class RNNClassifier(nn.Module):
    hidden: int = 64
    num_classes: int = 4
    @nn.compact
    def __call__(self, x):
        B, T, D = x.shape
        h0 = jnp.zeros((B, self.hidden), jnp.float32)
        carry = h0
        scan_fn = nn.scan(RNNCell, variable_broadcast="params", split_rngs={"params": False},
                          in_axes=1, out_axes=1)
        carry, ys = scan_fn(hidden=self.hidden, name="rnn")(carry, x)
        return nn.Dense(self.num_classes, dtype=COMPUTE_DTYPE)(carry).astype(jnp.float32)

rng = np.random.RandomState(0)
N, T, D = 1024, 20, 8
x_all = rng.randn(N, T, D).astype(np.float32)
y_all = (x_all[:, :, 0].sum(1) > 0).astype(np.int32) + 2 * (x_all[:, :, 1].sum(1) > 0).astype(np.int32)

model = RNNClassifier()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((2, T, D)))["params"]
tx = optax.adamw(1e-3, weight_decay=0.01)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        logits = model.apply({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

for epoch in range(3):
    perm = rng.permutation(N)
    for i in range(0, N, 32):
        b = perm[i:i + 32]
        params, opt_state, loss = train_step(params, opt_state, x_all[b], y_all[b])
    print(f"epoch {epoch} loss {float(loss):.4f}")
