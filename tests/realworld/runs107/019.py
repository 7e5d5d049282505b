"""BERT-style [CLS] classifier for paraphrase detection (binary) in Flax, ported from a PyTorch
model that used nn.MultiheadAttention(key_padding_mask=...)."""
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

PAD, CLS, SEP, VOCAB, L, D = 0, 1, 2, 300, 40, 64


class Encoder(nn.Module):
    @nn.compact
    def __call__(self, ids, deterministic=True):
        # torch: key_padding_mask = (input_ids == pad_token_id)  -> True marks padding
        key_padding_mask = ids == PAD
        mask = nn.make_attention_mask(jnp.ones_like(ids, bool), key_padding_mask)
        x = nn.Embed(VOCAB, D)(ids) + nn.Embed(L, D)(jnp.arange(ids.shape[1]))[None]
        for _ in range(2):
            h = nn.LayerNorm()(x)
            x = x + nn.MultiHeadDotProductAttention(num_heads=4)(h, h, mask=mask)
            x = x + nn.Dense(D)(nn.gelu(nn.Dense(2 * D)(nn.LayerNorm()(x))))
        return nn.Dense(2)(nn.LayerNorm()(x[:, 0]))        # [CLS] token


def make(n, seed):
    rng = np.random.default_rng(seed)
    ids = np.zeros((n, L), np.int32)
    y = rng.integers(0, 2, n)
    for i in range(n):
        a = rng.integers(3, VOCAB, rng.integers(5, 15))
        b = a.copy() if y[i] else rng.integers(3, VOCAB, len(a))
        rng.shuffle(b)
        seq = [CLS, *a, SEP, *b, SEP]
        ids[i, :len(seq)] = seq
    return ids, y.astype(np.int32)


def main():
    (xtr, ytr), (xva, yva) = make(4000, 0), make(500, 1)
    model = Encoder()
    params = model.init(jax.random.key(0), xtr[:2])["params"]
    steps = 3 * len(xtr) // 32
    sched = optax.warmup_cosine_decay_schedule(0.0, 1e-3, 100, steps)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                          tx=optax.adamw(sched, weight_decay=0.01))

    @jax.jit
    def step(state, x, y):
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    @jax.jit
    def evaluate(params, x, y):
        logits = model.apply({"params": params}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

    n = 0
    for epoch in range(3):
        perm = np.random.default_rng(epoch).permutation(len(xtr))
        for i in range(0, len(xtr), 32):
            idx = perm[i:i + 32]
            state, loss = step(state, xtr[idx], ytr[idx])
            n += 1
            if n % 75 == 0:
                print({"loss": round(float(loss), 4), "learning_rate": float(f"{float(sched(n)):.4e}"),
                       "epoch": round(n / (len(xtr) / 32), 2)})
        vl, va = evaluate(state.params, xva, yva)
        print({"eval_loss": round(float(vl), 4), "eval_accuracy": round(float(va), 4), "epoch": epoch + 1.0})


if __name__ == "__main__":
    main()
