# Tiny decoder-only transformer LM on a synthetic copy/arithmetic-sequence corpus
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

VOCAB, SEQ, D = 32, 32, 64

class Block(nn.Module):
    @nn.compact
    def __call__(self, x, mask, train):
        h = nn.LayerNorm()(x)
        h = nn.MultiHeadDotProductAttention(num_heads=4, dropout_rate=0.1, deterministic=not train)(h, h, mask=mask)
        x = x + h
        h = nn.LayerNorm()(x)
        h = nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(h)))
        return x + nn.Dropout(0.1, deterministic=not train)(h)

class LM(nn.Module):
    @nn.compact
    def __call__(self, ids, train=False):
        x = nn.Embed(VOCAB, D)(ids) + self.param("pos", nn.initializers.normal(0.02), (SEQ, D))[: ids.shape[1]]
        mask = nn.make_causal_mask(ids)
        for _ in range(2):
            x = Block()(x, mask, train)
        return nn.Dense(VOCAB)(nn.LayerNorm()(x))

def batches(rng, bs=32):
    while True:
        start = rng.integers(0, VOCAB, (bs, 1))
        stride = rng.integers(1, 4, (bs, 1))
        yield ((start + stride * np.arange(SEQ + 1)) % VOCAB).astype(np.int32)

model = LM()
key = jax.random.PRNGKey(0)
params = model.init(key, jnp.zeros((1, SEQ), jnp.int32))
sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, 50, 400)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=0.01))
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, seq, key):
    def loss_fn(p):
        logits = model.apply(p, seq[:, :-1], train=True, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, seq[:, 1:]).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

data = batches(np.random.default_rng(0))
for step in range(400):
    key, sub = jax.random.split(key)
    params, opt_state, loss = train_step(params, opt_state, next(data), sub)
    if step % 50 == 0 or step == 399:
        print(f"step {step} lr {float(sched(step)):.2e} loss {float(loss):.4f}")
ev = next(batches(np.random.default_rng(1), 256))
pred = model.apply(params, ev[:, :-1]).argmax(-1)
print(f"eval next-token acc (pos>=2): {float((pred[:, 2:] == ev[:, 3:]).mean()):.4f}")
