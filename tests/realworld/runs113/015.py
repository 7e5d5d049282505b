"""Knowledge distillation of a small student MLP from cached teacher logits. The distillation temperature is
set per batch so that the teacher's soft targets have a fixed entropy (found by bisection inside the jitted step)."""
import time
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax

NCLS, TARGET_ENTROPY = 10, 1.2
rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 32)).astype(np.float32)
W = rng.normal(size=(32, NCLS)).astype(np.float32) / np.sqrt(32)
# cached teacher logits, shards ordered by teacher confidence (sharded dump of the teacher's eval run)
conf = np.repeat(np.linspace(0.5, 4.0, 32), 128)[:, None].astype(np.float32)
T_LOGITS = (X @ W) * conf * 3.0

class Student(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(NCLS)(nn.relu(nn.Dense(64)(x)))

def entropy(logits, t):
    p = jax.nn.softmax(logits / t, -1)
    return -jnp.mean(jnp.sum(p * jnp.log(p + 1e-12), -1))

def solve_temperature(t_logits):
    # bisection on t so that H(softmax(t_logits / t)) == TARGET_ENTROPY
    def cond(c):
        lo, hi = c
        return hi - lo > 1e-7
    def body(c):
        lo, hi = c
        mid = (lo + hi) / 2
        too_sharp = entropy(t_logits, mid) < TARGET_ENTROPY
        return jnp.where(too_sharp, mid, lo), jnp.where(too_sharp, hi, mid)
    lo, hi = jax.lax.while_loop(cond, body, (jnp.float32(0.05), jnp.float32(20.0)))
    return (lo + hi) / 2

model = Student()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def distill_step(params, opt_state, x, t_logits):
    T = solve_temperature(t_logits)
    soft = jax.nn.softmax(t_logits / T, -1)
    def loss_fn(p):
        s = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy(s / T, soft).mean() * T ** 2
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss, T

t0 = time.time()
for step in range(32):
    sl = slice(step * 128, (step + 1) * 128)
    params, opt_state, loss, T = distill_step(params, opt_state, X[sl], T_LOGITS[sl])
    print(f"[distill] step {step:3d}  kd_loss {float(loss):.4f}  T {float(T):.3f}  elapsed {time.time()-t0:.1f}s", flush=True)
print("distillation finished")
