# Flax linen Transformer-lite text classifier with optax chain (clip + adamw + warmup cosine).
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from flax.training import train_state

VOCAB, SEQ, D, B, STEPS = 64, 16, 64, 32, 300

class Block(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = x + nn.SelfAttention(num_heads=4, qkv_features=D, deterministic=True)(nn.LayerNorm()(x))
        return x + nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(nn.LayerNorm()(x))))

class Classifier(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, D)(ids) + self.param("pos", nn.initializers.normal(0.02), (SEQ, D))
        x = Block()(Block()(x))
        return nn.Dense(3)(nn.LayerNorm()(x).mean(1))

def batches(rng):
    while True:
        ids = rng.integers(0, VOCAB, size=(B, SEQ))
        y = np.select([(ids < 8).sum(1) > 2, (ids > 55).sum(1) > 2], [1, 2], 0).astype(np.int32)
        yield ids, y

rng = np.random.default_rng(0)
it = batches(rng)
model = Classifier()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, SEQ), jnp.int32))["params"]
print("params:", sum(p.size for p in jax.tree_util.tree_leaves(params)))
sched = optax.warmup_cosine_decay_schedule(0.0, 1e-3, 30, STEPS, 1e-5)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=0.01))
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean(), optax.global_norm(g)

for step in range(STEPS):
    x, y = next(it)
    state, loss, acc, gn = train_step(state, x, y)
    if step % 25 == 0 or step == STEPS - 1:
        print(f"step {step} lr {float(sched(step)):.2e} loss {float(loss):.4f} acc {float(acc):.3f} grad_norm {float(gn):.3f}")
