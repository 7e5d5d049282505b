"""Tabular classifier; params kept in float16 to halve memory (ported from model.half() in the torch version)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

DTYPE = jnp.float16  # torch: model = model.half()


class MLP(nn.Module):
    hidden: int = 128
    classes: int = 5

    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.hidden, dtype=DTYPE, param_dtype=DTYPE)(x)
        x = nn.gelu(x)
        x = nn.Dense(self.hidden, dtype=DTYPE, param_dtype=DTYPE)(x)
        x = nn.gelu(x)
        return nn.Dense(self.classes, dtype=DTYPE, param_dtype=DTYPE)(x)


rng = np.random.default_rng(1)
W = rng.normal(size=(40, 5))
X = rng.normal(size=(8192, 40)).astype(np.float16)
Y = (X.astype(np.float32) @ W + rng.normal(scale=2.0, size=(8192, 5))).argmax(1).astype(np.int32)

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 40), DTYPE))["params"]
tx = optax.adam(learning_rate=1e-3)   # torch.optim.Adam(lr=1e-3), eps default 1e-8
opt_state = tx.init(params)
print("param dtypes:", {jax.tree_util.keystr(k): v.dtype.name for k, v in jax.tree_util.tree_leaves_with_path(params)[:2]})


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits.astype(jnp.float32), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    gnorm = optax.global_norm(grads)
    return optax.apply_updates(params, updates), opt_state, loss, gnorm


bs = 128
step = 0
for epoch in range(3):
    perm = rng.permutation(len(X))
    for i in range(len(X) // bs):
        idx = perm[i * bs:(i + 1) * bs]
        params, opt_state, loss, gnorm = train_step(params, opt_state, X[idx], Y[idx])
        step += 1
        if step % 10 == 0 or step <= 3:
            print(f"epoch {epoch} step {step:4d} | loss {float(loss):.4f} | grad_norm {float(gnorm):.4f}")
print("done")
