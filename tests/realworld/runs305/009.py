# Parity check of the flax port against the PyTorch reference run (same data, same init, same batches).
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

ref = np.load("ref_009.npz")
X, y, order, ref_losses = ref["X"], ref["y"], ref["order"], ref["losses"]

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(256, name="fc0")(x), approximate=False)
        x = nn.gelu(nn.Dense(256, name="fc2")(x), approximate=False)
        return nn.Dense(1, name="fc4")(x)

def torch_to_flax(ref):
    p = {}
    for tname, fname in (("0", "fc0"), ("2", "fc2"), ("4", "fc4")):
        p[fname] = {"kernel": jnp.asarray(ref[f"{tname}.weight"].T), "bias": jnp.asarray(ref[f"{tname}.bias"])}
    return {"params": p}

model = MLP()
params = torch_to_flax(ref)
shapes = jax.tree_util.tree_map(jnp.shape, params)
assert shapes == jax.tree_util.tree_map(jnp.shape, model.init(jax.random.PRNGKey(0), X[:1])), "shape mismatch"
print("loaded torch init into flax params:", jax.tree_util.tree_map(jnp.shape, params["params"]))

tx = optax.adamw(1e-3, weight_decay=0.05)  # torch: Adam(lr=1e-3, weight_decay=0.05)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        return jnp.mean((model.apply(p, xb)[:, 0] - yb) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

RTOL = 1e-4
mismatches = 0
for step in range(200):
    b = order[(step * 32) % 2048:(step * 32) % 2048 + 32]
    params, opt_state, loss = train_step(params, opt_state, X[b], y[b])
    loss = float(loss)
    rel = abs(loss - ref_losses[step]) / max(abs(ref_losses[step]), 1e-12)
    ok = rel <= RTOL
    mismatches += not ok
    if step % 10 == 0 or step == 199:
        print(f"step {step:3d}  jax {loss:.7f}  torch {ref_losses[step]:.7f}  rel_diff {rel:.2e}  {'OK' if ok else 'MISMATCH'}")
print(f"parity: {200 - mismatches}/200 steps within rtol={RTOL}")
