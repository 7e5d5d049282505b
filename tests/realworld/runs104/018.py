"""Fine-tune an MLP head in bfloat16 to save memory (params cast with jax.tree.map), HF-Trainer style logs."""
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class Head(nn.Module):
    dtype: jnp.dtype = jnp.bfloat16
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(256, dtype=self.dtype, param_dtype=self.dtype)(x))
        return nn.Dense(5, dtype=self.dtype, param_dtype=self.dtype)(x)

r = np.random.default_rng(0)
X = r.normal(size=(6000, 128)).astype(np.float32)
W = r.normal(size=(128, 5))
y = (X @ W).argmax(-1).astype(np.int32)
Xtr, ytr, Xev, yev = X[:5000], y[:5000], X[5000:], y[5000:]

model = Head()
params = model.init(jax.random.key(0), jnp.ones((1, 128), jnp.bfloat16))["params"]
params = jax.tree.map(lambda p: p.astype(jnp.bfloat16), params)
print("param dtypes:", set(str(p.dtype) for p in jax.tree.leaves(params)))
schedule = optax.linear_schedule(2e-5, 2e-5 * 0.1, 400)
tx = optax.adamw(schedule, weight_decay=0.0)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x.astype(jnp.bfloat16)).astype(jnp.float32)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    gn = optax.global_norm(g)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss, gn

@jax.jit
def evaluate(params):
    logits = model.apply({"params": params}, Xev.astype(jnp.bfloat16)).astype(jnp.float32)
    return optax.softmax_cross_entropy_with_integer_labels(logits, yev).mean(), (logits.argmax(-1) == yev).mean()

t0 = time.time()
step = 0
for epoch in range(4):
    perm = r.permutation(len(Xtr))
    for i in range(0, len(Xtr), 50):
        idx = perm[i:i+50]
        params, opt_state, loss, gn = train_step(params, opt_state, Xtr[idx], ytr[idx])
        step += 1
        if step % 50 == 0:
            print({"loss": round(float(loss), 4), "grad_norm": round(float(gn), 4),
                   "learning_rate": float(schedule(step)), "epoch": round(step / 100, 2)})
    el, ea = evaluate(params)
    print({"eval_loss": round(float(el), 4), "eval_accuracy": round(float(ea), 4), "epoch": float(epoch + 1)})
print({"train_runtime": round(time.time() - t0, 2), "train_steps_per_second": round(step / (time.time() - t0), 2), "epoch": 4.0})
