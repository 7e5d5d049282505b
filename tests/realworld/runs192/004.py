"""bf16 regression MLP with dynamic loss scaling (port of torch.cuda.amp.GradScaler) and
gradient accumulation done inside jit with lax.fori_loop over micro-batches."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

ACCUM, MICRO_BS, LR = 4, 32, 1e-3
print(f"jax {jax.__version__}; accumulation={ACCUM} micro_batch={MICRO_BS} param_dtype=bfloat16")

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.silu(nn.Dense(128, dtype=jnp.bfloat16, param_dtype=jnp.bfloat16)(x))
        x = nn.silu(nn.Dense(128, dtype=jnp.bfloat16, param_dtype=jnp.bfloat16)(x))
        return nn.Dense(1, dtype=jnp.bfloat16, param_dtype=jnp.bfloat16)(x)[..., 0]

rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 8)).astype(np.float32)
w = rng.normal(size=8)
Y = (np.sin(X @ w) + 0.1 * rng.normal(size=4096)).astype(np.float32)

model = MLP()
params = model.init(jax.random.key(0), X[:1])["params"]
print("param dtypes:", set(str(p.dtype) for p in jax.tree.leaves(params)))
tx = optax.adam(LR)
opt_state = tx.init(params)
scaler = {"scale": jnp.float32(2.0 ** 15), "good_steps": jnp.int32(0)}

@jax.jit
def train_step(params, opt_state, scaler, xb, yb):
    xb = xb.reshape(ACCUM, MICRO_BS, -1)
    yb = yb.reshape(ACCUM, MICRO_BS)

    def scaled_loss(p, x, y):
        pred = model.apply({"params": p}, x).astype(jnp.float32)
        loss = jnp.mean((pred - y) ** 2)
        return loss * scaler["scale"], loss

    def body(i, carry):
        acc_grads, acc_loss = carry
        (_, loss), g = jax.value_and_grad(scaled_loss, has_aux=True)(params, xb[i], yb[i])
        g = jax.tree.map(lambda t: t / scaler["scale"], g)          # unscale, like scaler.unscale_()
        acc_grads = jax.tree.map(lambda a, t: a + t / ACCUM, acc_grads, g)
        return acc_grads, acc_loss + loss / ACCUM

    zeros = jax.tree.map(jnp.zeros_like, params)
    grads, loss = jax.lax.fori_loop(0, ACCUM, body, (zeros, jnp.float32(0.0)))
    finite = jnp.all(jnp.array([jnp.all(jnp.isfinite(g)) for g in jax.tree.leaves(grads)]))
    updates, new_opt_state = tx.update(grads, opt_state, params)
    new_params = optax.apply_updates(params, updates)
    params = jax.tree.map(lambda n, o: jnp.where(finite, n, o), new_params, params)
    scaler = {"scale": jnp.where(finite, scaler["scale"], scaler["scale"] / 2),
              "good_steps": scaler["good_steps"] + 1}
    return params, new_opt_state, scaler, loss

bs = ACCUM * MICRO_BS
for epoch in range(3):
    perm = rng.permutation(len(X))
    for s in range(len(X) // bs):
        idx = perm[s * bs:(s + 1) * bs]
        params, opt_state, scaler, loss = train_step(params, opt_state, scaler, X[idx], Y[idx])
        if s % 10 == 0:
            print(f"epoch {epoch} step {s:3d} | loss {float(loss):.4f} | loss_scale {float(scaler['scale']):.0f}")
