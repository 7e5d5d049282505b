# Linen port of a tiny BERT-style sequence classifier (HF BertForSequenceClassification-like), functional optax loop.
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

VOCAB, D, HEADS, LAYERS, SEQ, BATCH, NUM_LABELS = 256, 96, 4, 2, 48, 32, 2


class EncoderLayer(nn.Module):
    d: int
    heads: int

    @nn.compact
    def __call__(self, x, mask, train):
        h = nn.SelfAttention(num_heads=self.heads, dropout_rate=0.1, deterministic=not train)(x, mask=mask)
        x = nn.LayerNorm(epsilon=1e-12)(x + h)
        h = nn.Dense(self.d * 4)(x)
        h = nn.Dense(self.d)(nn.gelu(h, approximate=False))
        h = nn.Dropout(0.1, deterministic=not train)(h)
        return nn.LayerNorm(epsilon=1e-12)(x + h)


class TinyBert(nn.Module):
    @nn.compact
    def __call__(self, input_ids, attention_mask, train=False):
        x = nn.Embed(VOCAB, D)(input_ids) + nn.Embed(SEQ, D)(jnp.arange(input_ids.shape[1]))[None]
        x = nn.LayerNorm(epsilon=1e-12)(x)
        mask = nn.make_attention_mask(attention_mask, attention_mask)
        for _ in range(LAYERS):
            x = EncoderLayer(D, HEADS)(x, mask, train)
        pooled = jnp.tanh(nn.Dense(D)(x[:, 0]))
        return nn.Dense(NUM_LABELS)(pooled)


def make_dataset(n, seed):
    rng = np.random.default_rng(seed)
    ids = rng.integers(3, VOCAB, size=(n, SEQ))
    ids[:, 0] = 1  # [CLS]
    # label: does the sequence contain more "high" tokens than "low" tokens
    labels = ((ids[:, 1:] >= VOCAB // 2).sum(1) > (SEQ - 1) / 2).astype(np.int32)
    return ids.astype(np.int32), np.ones_like(ids, dtype=np.int32), labels


def batches(data, batch_size, rng):
    ids, am, labels = data
    idx = rng.permutation(len(ids))
    for i in range(0, len(idx) - batch_size + 1, batch_size):
        j = idx[i:i + batch_size]
        yield ids[j], am[j], labels[j]


model = TinyBert()
tx = optax.chain(optax.clip_by_global_norm(1.0),
                 optax.adamw(optax.linear_schedule(5e-4, 0.0, 600), weight_decay=0.01))


@jax.jit
def train_step(params, opt_state, batch, dropout_key):
    ids, am, labels = batch

    def loss_fn(p):
        logits = model.apply({"params": p}, ids, am, train=True, rngs={"dropout": dropout_key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean(), logits

    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    optax.apply_updates(params, updates)
    acc = (logits.argmax(-1) == labels).mean()
    return params, opt_state, loss, acc


@jax.jit
def eval_step(params, batch):
    ids, am, labels = batch
    logits = model.apply({"params": params}, ids, am)
    return (logits.argmax(-1) == labels).mean()


def main():
    train = make_dataset(4096, 0)
    val = make_dataset(512, 1)
    key = jax.random.PRNGKey(42)
    key, init_key = jax.random.split(key)
    params = model.init(init_key, jnp.asarray(train[0][:2]), jnp.asarray(train[1][:2]))["params"]
    print(f"params: {sum(p.size for p in jax.tree.leaves(params)):,}")
    opt_state = tx.init(params)
    rng = np.random.default_rng(0)
    step = 0
    t0 = time.time()
    for epoch in range(5):
        losses, accs = [], []
        for batch in batches(train, BATCH, rng):
            key, dk = jax.random.split(key)
            params, opt_state, loss, acc = train_step(params, opt_state, batch, dk)
            losses.append(float(loss)); accs.append(float(acc))
            step += 1
            if step % 40 == 0:
                print(f"epoch {epoch} step {step} loss {np.mean(losses[-40:]):.4f} acc {np.mean(accs[-40:]):.3f}")
        val_acc = np.mean([float(eval_step(params, b)) for b in batches(val, 64, rng)])
        print(f"epoch {epoch} done: train_loss {np.mean(losses):.4f} train_acc {np.mean(accs):.3f} "
              f"val_acc {val_acc:.3f} ({time.time()-t0:.0f}s)")


if __name__ == "__main__":
    main()
