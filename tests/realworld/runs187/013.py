"""Flax encoder for document-intent classification. Batching ported from the HF Trainer setup:
group_by_length=True (batches of similar length) + DataCollatorWithPadding(padding='longest')."""
import time
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, N_INTENTS, BATCH = 3000, 20, 16


def make_dataset(n, rng):
    lengths = rng.integers(8, 400, size=n)
    seqs = [rng.integers(3, VOCAB, size=l) for l in lengths]
    labels = np.array([int(s[:4].sum()) % N_INTENTS for s in seqs], dtype=np.int32)
    return seqs, labels


def collate(seqs, labels):
    max_len = max(len(s) for s in seqs)           # padding="longest"
    ids = np.zeros((len(seqs), max_len), np.int32)
    mask = np.zeros((len(seqs), max_len), np.int32)
    for i, s in enumerate(seqs):
        ids[i, :len(s)] = s
        mask[i, :len(s)] = 1
    return {"input_ids": ids, "attention_mask": mask, "labels": labels}


class Layer(nn.Module):
    @nn.compact
    def __call__(self, x, mask):
        h = nn.LayerNorm()(x)
        h = nn.SelfAttention(num_heads=4, deterministic=True)(h, mask=nn.make_attention_mask(mask, mask))
        x = x + h
        return x + nn.Dense(64)(nn.gelu(nn.Dense(256)(nn.LayerNorm()(x))))


class Encoder(nn.Module):
    @nn.compact
    def __call__(self, ids, mask):
        x = nn.Embed(VOCAB, 64)(ids)
        x = x + nn.Embed(512, 64)(jnp.arange(ids.shape[1])[None])
        for _ in range(2):
            x = Layer()(x, mask)
        pooled = (x * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
        return nn.Dense(N_INTENTS)(pooled)


@jax.jit
def train_step(state, batch):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, batch["input_ids"], batch["attention_mask"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["labels"]).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss


def main():
    rng = np.random.default_rng(0)
    seqs, labels = make_dataset(3200, rng)
    model = Encoder()
    params = model.init(jax.random.key(0), jnp.ones((1, 16), jnp.int32), jnp.ones((1, 16), jnp.int32))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(3e-4))
    steps = len(seqs) // BATCH
    print(f"***** Running training *****\n  Num examples = {len(seqs)}\n  Num Epochs = 3\n"
          f"  Batch size = {BATCH}\n  Total optimization steps = {3 * steps}", flush=True)
    t_start = time.time()
    for epoch in range(3):
        # group_by_length: sort by length, cut into batches, shuffle the batch order
        by_len = np.argsort([len(x) for x in seqs], kind="stable")
        groups = [by_len[i * BATCH:(i + 1) * BATCH] for i in range(steps)]
        order = rng.permutation(steps)
        for s in range(steps):
            idx = groups[order[s]]
            batch = collate([seqs[i] for i in idx], labels[idx])
            t0 = time.time()
            state, loss = train_step(state, batch)
            loss = float(loss)
            dt = time.time() - t0
            done = epoch * steps + s + 1
            rate = done / (time.time() - t_start)
            eta = (3 * steps - done) / rate
            print(f"step {done}/{3 * steps} | loss {loss:.4f} | input_ids {batch['input_ids'].shape} | "
                  f"{dt:.2f}s/it | eta {eta / 60:.1f} min", flush=True)


if __name__ == "__main__":
    main()
