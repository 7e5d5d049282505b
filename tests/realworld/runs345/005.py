"""Tiny masked-language-model pretraining (Transformer encoder in Flax), loss on masked tokens only."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

VOCAB, D, T, B, MASK_ID, PAD_ID = 512, 64, 48, 16, 1, 0


class Block(nn.Module):
    @nn.compact
    def __call__(self, x, pad_mask):
        h = nn.LayerNorm()(x)
        h = nn.MultiHeadDotProductAttention(num_heads=4)(h, h, mask=nn.make_attention_mask(pad_mask, pad_mask))
        x = x + h
        h = nn.LayerNorm()(x)
        return x + nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(h)))


class TinyBert(nn.Module):
    @nn.compact
    def __call__(self, ids):
        pad_mask = ids != PAD_ID
        x = nn.Embed(VOCAB, D)(ids) + self.param("pos", nn.initializers.normal(0.02), (T, D))
        for _ in range(2):
            x = Block()(x, pad_mask)
        return nn.Dense(VOCAB)(nn.LayerNorm()(x))


def collate(rng, bs):
    lens = rng.integers(T // 2, T + 1, bs)
    ids = rng.integers(2, VOCAB, (bs, T))
    ids[np.arange(T)[None, :] >= lens[:, None]] = PAD_ID
    labels = ids.copy()
    sel = (rng.random((bs, T)) < 0.15) & (ids != PAD_ID)
    ids[sel] = MASK_ID
    labels[~sel] = -100
    return {"input_ids": ids, "labels": labels}


model = TinyBert()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((B, T), jnp.int32))
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(5e-4, weight_decay=0.01))
opt_state = tx.init(params)
print("params:", sum(p.size for p in jax.tree_util.tree_leaves(params)))


def mlm_loss(params, batch):
    logits = model.apply(params, batch["input_ids"])
    active = batch["labels"] != -100
    active_logits = logits[active]
    active_labels = batch["labels"][active]
    return optax.softmax_cross_entropy_with_integer_labels(active_logits, active_labels).mean()


@jax.jit
def train_step(params, opt_state, batch):
    loss, g = jax.value_and_grad(mlm_loss)(params, batch)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


rng = np.random.default_rng(0)
for step in range(300):
    batch = collate(rng, B)
    params, opt_state, loss = train_step(params, opt_state, batch)
    if step % 25 == 0:
        print(f"step {step} mlm_loss {float(loss):.4f}")
