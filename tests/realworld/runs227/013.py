# Healthy: tiny causal transformer LM (GPT-2 style port) with Optax chain: clip_by_global_norm + AdamW + warmup cosine.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

VOCAB, D, SEQ, BS, STEPS = 48, 64, 32, 16, 240

class Block(nn.Module):
    @nn.compact
    def __call__(self, x):
        mask = nn.make_causal_mask(jnp.ones(x.shape[:2]))
        x = x + nn.SelfAttention(num_heads=4)(nn.LayerNorm()(x), mask=mask)
        return x + nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(nn.LayerNorm()(x))))

class GPT(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, D)(ids) + self.param('wpe', nn.initializers.normal(0.02), (SEQ, D))[None, :ids.shape[1]]
        for _ in range(2):
            x = Block()(x)
        return nn.Dense(VOCAB)(nn.LayerNorm()(x))

def batches(seed=0):
    rng = np.random.default_rng(seed)
    while True:
        start = rng.integers(0, VOCAB, (BS, 1)); stride = rng.integers(1, 4, (BS, 1))
        seq = (start + stride * np.arange(SEQ + 1)[None]) % VOCAB
        yield seq[:, :-1], seq[:, 1:]

model = GPT()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, SEQ), jnp.int32))['params']
print("parameters:", sum(p.size for p in jax.tree_util.tree_leaves(params)))
sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, 20, STEPS)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=0.1))
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(model.apply({'params': p}, x), y).mean())(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss, optax.global_norm(g)

it = batches()
for step in range(STEPS):
    x, y = next(it)
    params, opt_state, loss, gn = train_step(params, opt_state, x, y)
    if step % 20 == 0 or step == STEPS - 1:
        print(f"step {step} loss {float(loss):.4f} grad_norm {float(gn):.3f} lr {float(sched(step)):.2e}")
