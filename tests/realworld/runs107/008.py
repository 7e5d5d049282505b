"""Causal LM fine-tuning in Flax ported from a HF PyTorch script: the collator pads
input_ids with pad_token_id and sets labels of padding (and prompt) tokens to -100,
as DataCollatorForLanguageModeling does for torch's CrossEntropyLoss(ignore_index=-100)."""
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, D, L, BS = 96, 64, 48, 16
PAD_ID, IGNORE_INDEX = 0, -100


class TinyGPT(nn.Module):
    @nn.compact
    def __call__(self, ids):
        causal = nn.make_causal_mask(ids)
        x = nn.Embed(VOCAB, D)(ids) + nn.Embed(L, D)(jnp.arange(ids.shape[1]))[None]
        for _ in range(2):
            h = nn.LayerNorm()(x)
            x = x + nn.SelfAttention(num_heads=4)(h, mask=causal)
            x = x + nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(nn.LayerNorm()(x))))
        return nn.Dense(VOCAB)(nn.LayerNorm()(x))


def encode(s):
    return [min(ord(c) - 31, VOCAB - 1) for c in s]


def collate(examples):
    ids = np.full((len(examples), L), PAD_ID, np.int32)
    labels = np.full((len(examples), L), IGNORE_INDEX, np.int32)
    for i, (prompt, answer) in enumerate(examples):
        p, a = encode(prompt), encode(answer)
        seq = (p + a)[:L]
        ids[i, :len(seq)] = seq
        labels[i, len(p):len(seq)] = seq[len(p):]     # only train on the answer
    return {"input_ids": ids, "labels": labels}


def make_examples(n, rng):
    out = []
    for _ in range(n):
        a, b = rng.integers(0, 50, 2)
        out.append((f"Q: {a}+{b}=", f" {a + b}."))
    return out


def main():
    rng = np.random.default_rng(0)
    train = make_examples(2048, rng)
    model = TinyGPT()
    params = model.init(jax.random.key(0), jnp.ones((1, L), jnp.int32))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                          tx=optax.adamw(1e-3, weight_decay=0.0))

    @jax.jit
    def train_step(state, batch):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, batch["input_ids"])[:, :-1]
            labels = batch["labels"][:, 1:]
            loss = optax.softmax_cross_entropy_with_integer_labels(logits, labels)
            return loss.mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss, optax.global_norm(g)

    steps_per_epoch = len(train) // BS
    for epoch in range(2):
        for i in range(steps_per_epoch):
            batch = collate(train[i * BS:(i + 1) * BS])
            state, loss, gnorm = train_step(state, batch)
            step = epoch * steps_per_epoch + i + 1
            if step % 32 == 0:
                print({"loss": float(loss), "grad_norm": float(gnorm), "learning_rate": 1e-3,
                       "epoch": round(step / steps_per_epoch, 2)})


if __name__ == "__main__":
    main()
