"""Port of a HF token-classification (NER-style) fine-tune loop to Flax linen. Padded batches from a numpy collator."""
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn

VOCAB, TAGS, PAD = 500, 9, 0


class Tagger(nn.Module):
    hidden: int = 64

    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, self.hidden)(ids)
        x = nn.RNN(nn.GRUCell(self.hidden))(x)
        return nn.Dense(TAGS)(x)


def make_examples(n, seed=0):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        L = int(rng.integers(5, 40))
        ids = rng.integers(1, VOCAB, size=L)
        tags = ids % TAGS
        out.append((ids, tags))
    return out


def collate(examples, max_len=48):
    ids = np.full((len(examples), max_len), PAD, np.int32)
    tags = np.full((len(examples), max_len), -100, np.int32)
    mask = np.zeros((len(examples), max_len), np.int32)
    for i, (a, t) in enumerate(examples):
        ids[i, :len(a)] = a
        tags[i, :len(t)] = t
        mask[i, :len(a)] = 1
    return {"input_ids": ids, "labels": tags, "attention_mask": mask}


def main():
    data = make_examples(2000)
    model = Tagger()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((2, 48), jnp.int32))["params"]
    tx = optax.adamw(2e-3)
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, batch):
        def loss_fn(p):
            logits = model.apply({"params": p}, batch["input_ids"])
            active = batch["attention_mask"].astype(bool)
            active_logits = logits[active]
            active_labels = batch["labels"][active]
            return optax.softmax_cross_entropy_with_integer_labels(active_logits, active_labels).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    bs = 32
    print(f"{len(data)} examples, batch size {bs}")
    for epoch in range(3):
        order = np.random.default_rng(epoch).permutation(len(data))
        for step, i in enumerate(range(0, len(data) - bs + 1, bs)):
            batch = collate([data[j] for j in order[i:i + bs]])
            params, opt_state, loss = train_step(params, opt_state, batch)
            if step % 10 == 0:
                print(f"epoch {epoch} step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
