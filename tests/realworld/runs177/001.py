"""Sentiment classifier: small Flax linen Transformer encoder on tokenised reviews (synthetic corpus)."""
import logging, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("txtcls")

VOCAB, MAXLEN, D, HEADS, LAYERS = 200, 32, 64, 4, 2
PAD = 0

def make_corpus(n, rng):
    # positive reviews use ids 3..99 more often, negative ones 100..199
    toks, labels = [], []
    for _ in range(n):
        y = rng.integers(0, 2)
        L = rng.integers(5, MAXLEN)
        lo, hi = (3, 120) if y else (80, 200)
        toks.append(rng.integers(lo, hi, size=L)); labels.append(y)
    return toks, np.array(labels, np.int32)

def collate(seqs):
    ids = np.full((len(seqs), MAXLEN), PAD, np.int32)
    for i, s in enumerate(seqs):
        ids[i, :len(s)] = s[:MAXLEN]
    return ids

class Block(nn.Module):
    @nn.compact
    def __call__(self, x, mask, train):
        h = nn.LayerNorm()(x)
        h = nn.MultiHeadDotProductAttention(num_heads=HEADS, dropout_rate=0.1, deterministic=not train)(h, h, mask=mask)
        x = x + h
        h = nn.LayerNorm()(x)
        h = nn.Dense(4 * D)(h); h = nn.gelu(h); h = nn.Dense(D)(h)
        h = nn.Dropout(0.1, deterministic=not train)(h)
        return x + h

class Encoder(nn.Module):
    @nn.compact
    def __call__(self, ids, train=False):
        pad_mask = ids != PAD
        attn_mask = nn.make_attention_mask(pad_mask, pad_mask)
        x = nn.Embed(VOCAB, D)(ids) + self.param("pos", nn.initializers.normal(0.02), (MAXLEN, D))
        for _ in range(LAYERS):
            x = Block()(x, attn_mask, train)
        x = nn.LayerNorm()(x)
        pooled = (x * pad_mask[..., None]).sum(1) / pad_mask.sum(1, keepdims=True)
        return nn.Dense(2)(pooled)

rng = np.random.default_rng(0)
tr_toks, tr_y = make_corpus(1024, rng)
va_toks, va_y = make_corpus(256, rng)
tr_ids, va_ids = collate(tr_toks), collate(va_toks)
BS, EPOCHS = 64, 3
steps = EPOCHS * len(tr_ids) // BS
sched = optax.warmup_cosine_decay_schedule(0.0, 1e-3, warmup_steps=10, decay_steps=steps, end_value=1e-5)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=0.01))
model = Encoder()
params = model.init({"params": jax.random.key(0)}, tr_ids[:2])["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
log.info("jax %s on %s, params=%d, steps=%d", jax.__version__, jax.devices()[0].platform,
         sum(x.size for x in jax.tree.leaves(params)), steps)

@jax.jit
def train_step(state, ids, y, key):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, ids, train=True, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

@jax.jit
def eval_step(params, ids, y):
    logits = model.apply({"params": params}, ids)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

key = jax.random.key(1)
for ep in range(EPOCHS):
    t0 = time.time(); perm = rng.permutation(len(tr_ids)); ls, accs = [], []
    for i in range(0, len(perm) - BS + 1, BS):
        b = perm[i:i + BS]; key, sk = jax.random.split(key)
        state, l, a = train_step(state, tr_ids[b], tr_y[b], sk)
        ls.append(float(l)); accs.append(float(a))
        if state.step % 8 == 0:
            log.info("epoch %d step %d loss %.4f lr %.2e", ep + 1, int(state.step), float(l), float(sched(state.step)))
    vl, va = eval_step(state.params, va_ids, va_y)
    log.info("epoch %d done train_loss=%.4f train_acc=%.4f val_loss=%.4f val_acc=%.4f (%.1fs)",
             ep + 1, np.mean(ls), np.mean(accs), float(vl), float(va), time.time() - t0)
log.info("training finished")
