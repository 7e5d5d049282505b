"""Fine-tune a small Flax linen encoder classifier with bf16 weights to save memory
(the PyTorch recipe did model.to(torch.bfloat16)). Logs trainer-style metric dicts."""
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax

LR = 5e-5
WARMUP = 20
STEPS = 300


class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(256, dtype=jnp.bfloat16, param_dtype=jnp.bfloat16)(x)
        x = nn.gelu(x)
        x = nn.LayerNorm(dtype=jnp.bfloat16, param_dtype=jnp.bfloat16)(x)
        x = nn.Dense(256, dtype=jnp.bfloat16, param_dtype=jnp.bfloat16)(x)
        x = nn.gelu(x)
        return nn.Dense(3, dtype=jnp.bfloat16, param_dtype=jnp.bfloat16)(x)


rng = np.random.default_rng(0)
W = rng.normal(size=(128, 3)).astype(np.float32)
X = rng.normal(size=(8192, 128)).astype(np.float32)
Y = (X @ W).argmax(1)
model = Encoder()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 128), jnp.bfloat16))["params"]
print("param dtypes:", sorted({str(p.dtype) for p in jax.tree.leaves(params)}))
sched = optax.join_schedules([optax.linear_schedule(0.0, LR, WARMUP), optax.linear_schedule(LR, 0.0, STEPS - WARMUP)], [WARMUP])
tx = optax.adamw(sched, weight_decay=0.01)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x.astype(jnp.bfloat16)).astype(jnp.float32)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss, optax.global_norm(g)


@jax.jit
def evaluate(params):
    logits = model.apply({"params": params}, jnp.asarray(X[:1024], jnp.bfloat16))
    return (logits.argmax(-1) == Y[:1024]).mean()


running = []
for step in range(1, STEPS + 1):
    idx = rng.choice(len(X), 64)
    params, opt_state, loss, gn = train_step(params, opt_state, X[idx], Y[idx])
    running.append(float(loss))
    if step % 25 == 0:
        print({"loss": round(float(np.mean(running)), 4), "grad_norm": round(float(gn), 4),
               "learning_rate": float(sched(step)), "epoch": round(step * 64 / len(X), 2)})
        running = []
    if step % 100 == 0:
        print({"eval_accuracy": round(float(evaluate(params)), 4), "step": step})
print({"train_runtime": "done", "train_steps": STEPS})
