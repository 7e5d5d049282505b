"""Tiny causal Transformer LM on a synthetic copy-pattern corpus, warmup + cosine schedule, grad clipping."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

VOCAB, D, T, B = 96, 64, 32, 32


class Block(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.LayerNorm()(x)
        h = nn.SelfAttention(num_heads=4, deterministic=True)(h, mask=nn.make_causal_mask(jnp.ones(x.shape[:2])))
        x = x + h
        return x + nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(nn.LayerNorm()(x))))


class GPT(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, D)(ids) + self.param("wpe", nn.initializers.normal(0.02), (T, D))
        for _ in range(2):
            x = Block()(x)
        return nn.Dense(VOCAB)(nn.LayerNorm()(x))


def batch_iter(rng):
    while True:
        period = rng.integers(3, 8, B)
        base = rng.integers(0, VOCAB, (B, 8))
        seq = np.stack([np.tile(base[i, :period[i]], T // 3 + 2)[:T + 1] for i in range(B)])
        yield seq[:, :-1].astype(np.int32), seq[:, 1:].astype(np.int32)


model = GPT()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((B, T), jnp.int32))
print("n_params", sum(x.size for x in jax.tree_util.tree_leaves(params)))
sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=50, decay_steps=600, end_value=1e-4)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, b1=0.9, b2=0.95, weight_decay=0.1))
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, y):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
    loss, g = jax.value_and_grad(lf)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss, optax.global_norm(g)


it = batch_iter(np.random.default_rng(0))
for step in range(600):
    x, y = next(it)
    params, opt_state, loss, gn = train_step(params, opt_state, x, y)
    if step % 50 == 0 or step == 599:
        print(f"step {step} lr {float(sched(step)):.2e} loss {float(loss):.4f} grad_norm {float(gn):.3f}")
