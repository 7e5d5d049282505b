"""Tiny BERT-style masked-LM pretraining (code adapted from an older JAX MLM example)."""
import logging, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s - %(message)s")
log = logging.getLogger("mlm_pretrain")

VOCAB, MASK_ID, PAD_ID, SEQ, BATCH = 200, 1, 0, 32, 32
MASK_PROB = 0.15

def synthetic_corpus(n, seed=0):
    rng = np.random.default_rng(seed)
    # repeating "phrases" so the MLM objective is learnable
    base = rng.integers(5, VOCAB, size=(20, 8))
    docs = np.stack([np.concatenate([base[j] for j in rng.integers(0, 20, size=SEQ // 8)]) for _ in range(n)])
    return docs.astype(np.int32)

class Encoder(nn.Module):
    d: int = 64
    heads: int = 4
    layers: int = 2
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, self.d)(ids) + self.param("pos", nn.initializers.normal(0.02), (SEQ, self.d))
        for _ in range(self.layers):
            h = nn.LayerNorm()(x)
            x = x + nn.SelfAttention(num_heads=self.heads)(h)
            h = nn.LayerNorm()(x)
            x = x + nn.Dense(self.d)(nn.gelu(nn.Dense(4 * self.d)(h)))
        return nn.Dense(VOCAB)(nn.LayerNorm()(x))

def mask_tokens(ids, rng):
    """BERT masking: choose 15% of positions, replace them with [MASK]."""
    k1, _ = jax.random.split(rng)
    mask = jax.random.bernoulli(k1, MASK_PROB, ids.shape)
    masked = jax.ops.index_update(ids, jax.ops.index[mask], MASK_ID)
    return masked, mask

model = Encoder()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, SEQ), jnp.int32))["params"]
tx = optax.adamw(1e-3, weight_decay=0.01)
opt_state = tx.init(params)
log.info("model params: %d", sum(p.size for p in jax.tree_util.tree_leaves(params)))

@jax.jit
def train_step(params, opt_state, ids, rng):
    masked, mask = mask_tokens(ids, rng)
    def loss_fn(p):
        logits = model.apply({"params": p}, masked)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, ids)
        return (ce * mask).sum() / jnp.maximum(mask.sum(), 1)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

data = synthetic_corpus(2048)
log.info("corpus: %s docs x %s tokens", *data.shape)
rng = jax.random.PRNGKey(1)
for epoch in range(3):
    t0 = time.time()
    for step in range(len(data) // BATCH):
        rng, sub = jax.random.split(rng)
        params, opt_state, loss = train_step(params, opt_state, data[step * BATCH:(step + 1) * BATCH], sub)
        if step % 20 == 0:
            log.info("epoch %d step %d mlm_loss %.4f", epoch, step, float(loss))
    log.info("epoch %d done in %.1fs", epoch, time.time() - t0)
